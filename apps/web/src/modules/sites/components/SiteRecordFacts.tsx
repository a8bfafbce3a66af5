import type { SiteRecord } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { formatDateTime } from '../../briefs/format.ts';
import { formatPkr, formatWhole, sizeText } from '../site-list.ts';

const orDash = (value: string | null | undefined) => (value ? value : '—');

/** What a site is, where, for whom and at what rate: the whole record (`fetch-inventory-site`). */
export function SiteRecordFacts({
  site,
  ageRanges,
  genders,
}: {
  site: SiteRecord;
  /** Names of the site's age ranges and genders, when the lookups have loaded. */
  ageRanges: string[];
  genders: string[];
}) {
  const position =
    site.latitude !== null && site.longitude !== null
      ? `${site.latitude.toFixed(5)}, ${site.longitude.toFixed(5)}`
      : 'Not recorded';
  const digital = site.kind === 'digital';
  return (
    <Card title="Site">
      <DescriptionList
        aria-label={`Facts of ${site.site_code}`}
        columns={[1, 2, 3]}
        items={[
          { term: 'Code', description: site.site_code },
          { term: 'Name', description: site.site_name },
          {
            term: 'Status',
            description: site.status === 'approved' ? 'Approved' : 'Requested, awaiting approval',
          },
          { term: 'Location', description: site.location_name },
          { term: 'City', description: `${site.city_name}, ${site.region_name}` },
          { term: 'Position', description: position },
          { term: 'Medium', description: `${site.medium_name}${digital ? ' (digital)' : ''}` },
          { term: 'Asset type', description: orDash(site.asset_type_name) },
          ...(digital
            ? []
            : [{ term: 'Printing media', description: orDash(site.printing_media_type_name) }]),
          { term: 'Size', description: sizeText(site) },
          { term: 'Faces', description: String(site.faces) },
          { term: 'Illuminated', description: site.illuminated ? 'Yes' : 'No' },
          { term: 'SEC class', description: orDash(site.sec_name) },
          { term: 'LSM level', description: orDash(site.lsm_name) },
          { term: 'Age ranges', description: ageRanges.length ? ageRanges.join(', ') : 'Any' },
          { term: 'Genders', description: genders.length ? genders.join(', ') : 'Any' },
          {
            term: 'Monthly rate',
            description:
              site.status === 'pending' && site.monthly_rate === 0 ? 'Not set' : formatPkr(site.monthly_rate),
          },
          {
            term: 'Daily traffic',
            description: site.daily_traffic === null ? '—' : formatWhole(site.daily_traffic),
          },
          ...(digital
            ? [
                {
                  term: 'Slots',
                  description:
                    site.spot_length_seconds !== null && site.loop_length_seconds !== null
                      ? `${site.spot_length_seconds} s spots in a ${site.loop_length_seconds} s loop, ${site.spots_per_loop ?? '—'} a loop`
                      : 'Not set',
                },
              ]
            : []),
          ...(site.requested_by_name ? [{ term: 'Requested by', description: site.requested_by_name }] : []),
          { term: 'Last changed', description: formatDateTime(site.updated_at) },
        ]}
      />
    </Card>
  );
}
