import { Button } from '@ooh/ui/button';
import { DatePicker } from '@ooh/ui/date-picker';
import { Inline } from '@ooh/ui/inline';
import { MultiSelect } from '@ooh/ui/multi-select';
import { Select } from '@ooh/ui/select';
import { Text } from '@ooh/ui/text';
import { choicesOf, type SiteLookups } from '../hooks/use-site-lookups.ts';
import {
  AVAILABILITY_CHOICES,
  filtering,
  NO_SITE_FILTERS,
  type SiteAvailability,
  type SiteFilters,
  withRegions,
} from '../site-list.ts';

export type SiteFilterFieldsProps = {
  filters: SiteFilters;
  onChange: (filters: SiteFilters) => void;
  lookups: SiteLookups;
};

const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: readonly number[]) => ids.map(String);
const isAvailability = (value: string | null): value is SiteAvailability =>
  AVAILABILITY_CHOICES.some((choice) => choice.value === value);

/**
 * The filters of both site lists beside the search: regions, cities (of the chosen regions), mediums, asset
 * types, SEC classes, LSM levels, and availability between two dates (free or booked in an accepted plan). Each
 * choice applies at once.
 */
export function SiteFilterFields({ filters, onChange, lookups }: SiteFilterFieldsProps) {
  const cities = (lookups.cities ?? []).filter(
    (city) => filters.region_ids.length === 0 || filters.region_ids.includes(city.region_id),
  );
  const set = (change: Partial<SiteFilters>) => onChange({ ...filters, ...change });
  const multi = (
    name: 'medium_ids' | 'asset_type_ids' | 'sec_ids' | 'lsm_ids',
    label: string,
    items: readonly { id: number; name: string }[] | undefined,
    placeholder: string,
  ) => (
    <MultiSelect
      label={label}
      items={choicesOf(items)}
      value={toValues(filters[name])}
      onValueChange={(values) => set({ [name]: toIds(values) })}
      placeholder={placeholder}
      disabled={!items}
    />
  );
  const dated = filters.available_from !== null || filters.available_to !== null;

  return (
    <>
      <MultiSelect
        label="Regions"
        items={choicesOf(lookups.regions)}
        value={toValues(filters.region_ids)}
        onValueChange={(values) => onChange(withRegions(filters, toIds(values), lookups.cities ?? []))}
        placeholder="Any region"
        disabled={!lookups.regions}
      />
      <MultiSelect
        label="Cities"
        items={choicesOf(cities)}
        value={toValues(filters.city_ids)}
        onValueChange={(values) => set({ city_ids: toIds(values), location_ids: [] })}
        placeholder="Any city"
        disabled={!lookups.cities}
      />
      {multi('medium_ids', 'Mediums', lookups.mediums, 'Any medium')}
      {multi('asset_type_ids', 'Asset types', lookups.assetTypes, 'Any asset type')}
      {multi('sec_ids', 'SEC classes', lookups.secRanges, 'Any class')}
      {multi('lsm_ids', 'LSM levels', lookups.lsmLevels, 'Any level')}
      <DatePicker
        label="Available from"
        value={filters.available_from}
        max={filters.available_to ?? undefined}
        onValueChange={(available_from) => set({ available_from })}
      />
      <DatePicker
        label="Available to"
        value={filters.available_to}
        min={filters.available_from ?? undefined}
        onValueChange={(available_to) => set({ available_to })}
      />
      <Select
        label="Availability"
        items={AVAILABILITY_CHOICES}
        value={filters.availability}
        hint={dated ? 'In accepted plans between the dates' : 'Choose dates first'}
        disabled={!dated}
        onValueChange={(value) => {
          if (isAvailability(value)) set({ availability: value });
        }}
      />
      {filtering(filters) ? (
        <Button variant="secondary" onClick={() => onChange(NO_SITE_FILTERS)}>
          Clear filters
        </Button>
      ) : null}
      {lookups.failed ? (
        <Inline space="sm" alignY="center">
          <Text size="sm" tone="critical">
            Some filter choices could not be loaded.
          </Text>
          <Button size="sm" variant="secondary" onClick={lookups.retry}>
            Retry
          </Button>
        </Inline>
      ) : null}
    </>
  );
}
