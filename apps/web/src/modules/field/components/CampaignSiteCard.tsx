import { href } from '@ooh/api/routes';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Checkbox } from '@ooh/ui/checkbox';
import { Column, Columns } from '@ooh/ui/columns';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import { formatDateRange } from '../../briefs/format.ts';
import { countOf, type FieldSite } from '../field-format.ts';
import { ExecutionStatusBadges } from './ExecutionStatusBadges.tsx';
import { ProposeStatusButton } from './ProposeStatusButton.tsx';
import { TrackerStatusControl } from './TrackerStatusControl.tsx';

/** What the viewer may do on the sites of this campaign (their role's calls, and the campaign still active). */
export interface SiteAbilities {
  assign: boolean;
  updateTrackerStatus: boolean;
  propose: boolean;
  upload: boolean;
  /** The site view may be opened (its route's roles). */
  openSite: boolean;
}

export type CampaignSiteCardProps = {
  site: FieldSite;
  planId: number;
  trackerStatuses: readonly { id: number; name: string }[];
  may: SiteAbilities;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onChanged: (site: FieldSite, message: string) => void;
  onUpload: (site: FieldSite) => void;
};

/** The photo counts of a site in words: "2 to review · 3 approved · 1 rejected"; "No photos yet" without any. */
function photoCounts(images: FieldSite['images']): string {
  const parts = [
    images.pending > 0 ? `${images.pending} to review` : null,
    images.approved > 0 ? `${images.approved} approved` : null,
    images.rejected > 0 ? `${images.rejected} rejected` : null,
  ].filter(Boolean);
  return parts.length === 0 ? 'No photos yet' : parts.join(' · ');
}

/**
 * One site of the campaign as field work sees it: what it is (a link to the site's page), its tracker and what
 * the tracker reports, its execution status with the proposal waiting, and its photos, with the actions the
 * viewer may take. A card rather than a table row, so the controls keep their labels at phone width.
 */
export function CampaignSiteCard({
  site,
  planId,
  trackerStatuses,
  may,
  selected,
  onSelectedChange,
  onChanged,
  onUpload,
}: CampaignSiteCardProps) {
  const name = `${site.site_code} ${site.site_name}`;
  const siteHref = href('/view-sites/{site_id}', { site_id: site.site_id });
  const canPropose =
    may.propose && site.next_execution_status !== null && site.proposed_execution_status === null;
  return (
    <Box
      as="article"
      aria-label={name}
      padding="md"
      border="subtle"
      borderRadius="lg"
      background={selected ? 'selected' : 'surface'}
    >
      <Stack space="md">
        <Inline space="sm" alignY="center">
          {may.assign ? (
            <Checkbox
              label={`Select ${name}`}
              hideLabel
              checked={selected}
              onCheckedChange={onSelectedChange}
            />
          ) : null}
          <Text weight="semibold" as="span">
            {may.openSite ? (
              <Link href={siteHref}>{`${site.site_code} · ${site.site_name}`}</Link>
            ) : (
              `${site.site_code} · ${site.site_name}`
            )}
          </Text>
          {site.verified ? <StatusBadge tone="positive" label="Verified" /> : null}
        </Inline>
        <Text size="sm" tone="secondary">
          {[
            [site.location_name, site.city_name].filter(Boolean).join(', '),
            site.medium_name,
            formatDateRange(site.start_date, site.end_date),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Columns space="lg" collapseBelow="tablet">
          <Column>
            <Stack space="sm">
              <Stack space="xxs">
                <Text size="sm" tone="secondary">
                  Tracker
                </Text>
                <Text>
                  {site.tracker
                    ? [site.tracker.name, site.tracker.phone].filter(Boolean).join(' · ')
                    : 'No tracker yet'}
                </Text>
              </Stack>
              <TrackerStatusControl
                site={site}
                planId={planId}
                statuses={trackerStatuses}
                editable={may.updateTrackerStatus}
                onChanged={onChanged}
              />
            </Stack>
          </Column>
          <Column>
            <Stack space="sm">
              <Stack space="xxs">
                <Text size="sm" tone="secondary">
                  Execution status
                </Text>
                <ExecutionStatusBadges site={site} />
                {site.proposed_execution_status && site.proposed_by_name ? (
                  <Text size="sm" tone="secondary">{`Proposed by ${site.proposed_by_name}`}</Text>
                ) : null}
              </Stack>
              {canPropose && site.next_execution_status ? (
                <Inline space="sm">
                  <ProposeStatusButton
                    site={{ ...site, next_execution_status: site.next_execution_status }}
                    planId={planId}
                    onProposed={onChanged}
                  />
                </Inline>
              ) : null}
            </Stack>
          </Column>
          <Column>
            <Stack space="sm">
              <Stack space="xxs">
                <Text size="sm" tone="secondary">
                  Photos
                </Text>
                <Text>{photoCounts(site.images)}</Text>
                {site.images.flagged > 0 ? (
                  <Inline space="xs">
                    <StatusBadge tone="caution" label={`${countOf(site.images.flagged, 'photo')} flagged`} />
                  </Inline>
                ) : null}
              </Stack>
              {may.upload ? (
                <Inline space="sm">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onUpload(site)}
                    aria-label={`Upload photos of ${site.site_code}`}
                  >
                    Upload photos
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </Box>
  );
}
