import { SEARCH_DEBOUNCE_MS } from '@ooh/machines/list';
import { Button } from '@ooh/ui/button';
import { DatePicker } from '@ooh/ui/date-picker';
import { Inline } from '@ooh/ui/inline';
import { NumberInput } from '@ooh/ui/number-input';
import { Select } from '@ooh/ui/select';
import { Text } from '@ooh/ui/text';
import { TextField } from '@ooh/ui/text-field';
import { useRef, useState } from 'react';
import { type CampaignFilters, filtering, NO_CAMPAIGN_FILTERS } from '../campaign-tabs.ts';
import { useCampaignLookups } from '../hooks/use-campaign-lookups.ts';

export type CampaignFilterFieldsProps = {
  filters: CampaignFilters;
  onChange: (filters: CampaignFilters) => void;
};

const ALL = 'all';

/**
 * Every filter of the campaign lists but the name (the search box): dates, client, region, city and the least
 * number of sites. Choices apply at once; typed fields once typing pauses, like the search.
 */
export function CampaignFilterFields({ filters, onChange }: CampaignFilterFieldsProps) {
  const lookups = useCampaignLookups();
  // What is typed in the client and count fields, applied once typing pauses.
  const [client, setClient] = useState(filters.client_name);
  const [count, setCount] = useState<number | null>(filters.count);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(filters);
  latest.current = filters;

  const later = (change: Partial<CampaignFilters>) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ ...latest.current, ...change }), SEARCH_DEBOUNCE_MS);
  };
  const now = (change: Partial<CampaignFilters>) => onChange({ ...filters, ...change });

  const regionItems = [
    { value: ALL, label: 'All regions' },
    ...(lookups.regions ?? []).map((region) => ({ value: String(region.id), label: region.name })),
  ];
  const cityItems = [
    { value: ALL, label: 'All cities' },
    ...(lookups.cities ?? [])
      .filter((city) => filters.region === null || city.region_id === filters.region)
      .map((city) => ({ value: String(city.id), label: city.name })),
  ];
  const idOf = (value: string | null) => (value === null || value === ALL ? null : Number(value));

  const handleClear = () => {
    clearTimeout(timer.current);
    setClient('');
    setCount(null);
    onChange(NO_CAMPAIGN_FILTERS);
  };

  return (
    <>
      <DatePicker
        label="Running from"
        hint="Campaigns ending on or after this day"
        value={filters.start_date}
        onValueChange={(start_date) => now({ start_date })}
      />
      <DatePicker
        label="Running until"
        hint="Campaigns starting on or before this day"
        value={filters.end_date}
        onValueChange={(end_date) => now({ end_date })}
      />
      <TextField
        label="Client name"
        name="client_name"
        value={client}
        autoComplete="off"
        onValueChange={(value) => {
          setClient(value);
          later({ client_name: value });
        }}
      />
      <Select
        label="Region"
        items={regionItems}
        value={filters.region === null ? ALL : String(filters.region)}
        onValueChange={(value) => {
          const region = idOf(value);
          const cityStays = lookups.cities?.some(
            (city) => city.id === filters.city && city.region_id === region,
          );
          now({ region, city: region === null || cityStays ? filters.city : null });
        }}
        disabled={!lookups.regions}
      />
      <Select
        label="City"
        items={cityItems}
        value={filters.city === null ? ALL : String(filters.city)}
        onValueChange={(value) => now({ city: idOf(value) })}
        disabled={!lookups.cities}
      />
      <NumberInput
        label="Minimum sites"
        name="count"
        min={1}
        step={1}
        value={count}
        onValueChange={(value) => {
          const next = value === null || value < 1 ? null : Math.floor(value);
          setCount(next);
          later({ count: next });
        }}
      />
      {filtering(filters) || client !== '' || count !== null ? (
        <Button variant="secondary" onClick={handleClear}>
          Clear filters
        </Button>
      ) : null}
      {lookups.failed ? (
        <Inline space="sm" alignY="center">
          <Text size="sm" tone="critical">
            The regions and cities could not be loaded.
          </Text>
          <Button size="sm" variant="secondary" onClick={lookups.retry}>
            Retry
          </Button>
        </Inline>
      ) : null}
    </>
  );
}
