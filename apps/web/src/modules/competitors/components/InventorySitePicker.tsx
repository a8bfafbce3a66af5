import { errorMessage, fetchApprovedSites, type SiteListItem } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { DatePicker } from '@ooh/ui/date-picker';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { SearchInput } from '@ooh/ui/search-input';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useState } from 'react';
import { formatCount } from '../../kit/text/format-count.ts';
import { useApiRequest } from '../../request/use-api-request.ts';
import { type CityChoice, choicesOf } from '../../sites/hooks/use-site-lookups.ts';
import * as styles from './competitors.css.ts';

/** How many inventory sites the picker shows at once (search or choose a city for the others). */
export const PICKER_PAGE_SIZE = 10;

export type InventorySitePickerProps = {
  cities: CityChoice[] | undefined;
  /** Inventory sites already in the list: offered as added, not again. */
  listed: ReadonlySet<number>;
  onAdd: (sites: SiteListItem[], seenOn: string | null) => void;
  onClose: () => void;
};

/**
 * Adds approved inventory sites to the sightings: the approved list (`fetchApprovedSites`) searched by code or name
 * and filtered by city, each with Add; the date they were seen is chosen once for the sites added.
 */
export function InventorySitePicker({ cities, listed, onAdd, onClose }: InventorySitePickerProps) {
  const [search, setSearch] = useState('');
  const [cityId, setCityId] = useState<string>('all');
  const [seenOn, setSeenOn] = useState<string | null>(null);
  const query = (text: string, city: string) => ({
    page: 1,
    limit: PICKER_PAGE_SIZE,
    ...(text.trim() ? { search: text.trim() } : {}),
    ...(city === 'all' ? {} : { city_ids: [Number(city)] }),
  });
  const request = useApiRequest(fetchApprovedSites, { initial: { query: query('', 'all') } });
  const reload = (text: string, city: string) => request.start({ query: query(text, city) });
  const sites = request.data?.sites ?? [];
  const total = request.data?.total ?? 0;

  return (
    <Card
      title="Add sites from the inventory"
      actions={
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack space="md">
        <Inline space="md" alignY="bottom">
          <SearchInput
            label="Search the inventory"
            value={search}
            placeholder="Site code or name"
            onValueChange={(value) => {
              setSearch(value);
              reload(value, cityId);
            }}
          />
          <Select
            label="City"
            items={[{ value: 'all', label: 'Every city' }, ...choicesOf(cities)]}
            value={cityId}
            onValueChange={(value) => {
              const next = value ?? 'all';
              setCityId(next);
              reload(search, next);
            }}
          />
          <DatePicker
            label="Seen on"
            value={seenOn}
            onValueChange={setSeenOn}
            hint="For the sites you add now"
          />
        </Inline>
        {request.status === 'failed' ? (
          <ErrorState
            title="The inventory could not be loaded"
            message={errorMessage(request.error, fetchApprovedSites.errorMessage)}
            onRetry={request.retry}
            headingLevel={3}
          />
        ) : request.status === 'loading' && sites.length === 0 ? (
          <LoadingIndicator label="Loading inventory sites" />
        ) : sites.length === 0 ? (
          <EmptyState
            title="No inventory sites match"
            description="Try another code or name, or every city. A site not in the inventory can be recorded by hand."
            headingLevel={3}
          />
        ) : (
          <Stack space="sm">
            <Text size="sm" tone="secondary">
              {total > sites.length
                ? `The first ${sites.length} of ${formatCount(total)} sites: search or choose a city for the others.`
                : `${total} ${total === 1 ? 'site' : 'sites'}`}
            </Text>
            <ul
              className={styles.pickerList}
              aria-label="Inventory sites"
              aria-busy={request.status === 'loading'}
            >
              {sites.map((site) => {
                const added = listed.has(site.id);
                return (
                  <li key={site.id}>
                    <Inline space="sm" alignY="center">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={added}
                        onClick={() => onAdd([site], seenOn)}
                        aria-label={added ? `Added: ${site.site_code}` : `Add ${site.site_code}`}
                      >
                        {added ? 'Added' : 'Add'}
                      </Button>
                      <Text>
                        {site.site_code} · {site.site_name}
                      </Text>
                      <Text size="sm" tone="secondary">
                        {site.location_name}, {site.city_name} · {site.medium_name}
                      </Text>
                    </Inline>
                  </li>
                );
              })}
            </ul>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
