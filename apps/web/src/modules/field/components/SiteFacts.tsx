import type { InventorySite } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';

let number: Intl.NumberFormat | undefined;
function formatNumber(value: number, digits = 0): string {
  number ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });
  return digits === 0 ? number.format(value) : value.toFixed(digits);
}

/** The inventory site's facts: what and where it is, its size and faces (`fetch-site`). */
export function SiteFacts({ site }: { site: InventorySite }) {
  const position =
    site.latitude !== null && site.longitude !== null
      ? `${formatNumber(site.latitude, 5)}, ${formatNumber(site.longitude, 5)}`
      : 'Not recorded';
  return (
    <Card title="Site">
      <DescriptionList
        columns={[1, 2, 3]}
        items={[
          { term: 'Code', description: site.site_code },
          { term: 'Name', description: site.site_name },
          { term: 'Medium', description: site.medium_name },
          { term: 'Location', description: site.location_name },
          { term: 'City', description: `${site.city_name}, ${site.region_name}` },
          { term: 'Position', description: position },
          {
            term: 'Size',
            description: `${formatNumber(site.width_ft)} × ${formatNumber(site.height_ft)} ft`,
          },
          { term: 'Faces', description: formatNumber(site.faces) },
          { term: 'Illuminated', description: site.illuminated ? 'Yes' : 'No' },
          {
            term: 'Inventory status',
            description: site.status === 'approved' ? 'Approved' : 'Awaiting approval',
          },
        ]}
      />
    </Card>
  );
}
