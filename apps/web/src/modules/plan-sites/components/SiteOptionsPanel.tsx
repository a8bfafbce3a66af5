import { errorMessage, fetchPlanSiteOptions, type SiteOption } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { MultiSelect } from '@ooh/ui/multi-select';
import { Pagination } from '@ooh/ui/pagination';
import { RadioGroup } from '@ooh/ui/radio-group';
import { SearchInput } from '@ooh/ui/search-input';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { useEffect, useMemo, useState } from 'react';
import { Callout } from '../../kit/callout/Callout.tsx';
import { countText } from '../../kit/list/PagedListPanel.tsx';
import { LazySiteMap } from '../../site-map/LazySiteMap.tsx';
import { useGeoLookups } from '../hooks/use-geo-lookups.ts';
import { useSiteOptions } from '../hooks/use-site-options.ts';
import { draftOfSite, type PlanSiteDraft } from '../plan-site-rows.ts';
import {
  AVAILABILITY_CHOICES,
  type Availability,
  mapPointsOf,
  SITE_OPTIONS_VIEWS,
  type SiteOptionsView,
  withCities,
  withRegions,
} from '../site-filters.ts';
import { bookingOf, SiteOptionsTable } from './SiteOptionsTable.tsx';

export type SiteOptionsPanelProps = {
  planId: number;
  brief: { start: string; end: string };
  /** Site ids already in the plan. */
  inPlan: ReadonlySet<number>;
  onAdd: (rows: PlanSiteDraft[]) => void;
};

type Named = { id: number; name: string };
const choicesOf = (items: readonly Named[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[]) => ids.map(String);
const isAvailability = (value: string): value is Availability =>
  AVAILABILITY_CHOICES.some((choice) => choice.value === value);

/** "Add sites": filter the inventory, page through it, choose free sites and add them to the plan. */
export function SiteOptionsPanel({ planId, brief, inPlan, onAdd }: SiteOptionsPanelProps) {
  const list = useSiteOptions(planId);
  const lookups = useGeoLookups();
  // Chosen sites are kept with their data, so that a choice made on page 1 is still addable from page 3.
  const [chosen, setChosen] = useState<ReadonlyMap<number, SiteOption>>(new Map());
  // The map shows the same page of sites as the table, so a planner picks by area what the filters found.
  const [view, setView] = useState<SiteOptionsView>('table');
  const { filters } = list;

  // The city and location choices follow the chosen regions and cities, however they were chosen: here, or read
  // from the address on a reload, Back or a shared link (the choices were loaded only on a change, and a restored
  // city filter showed no chosen city).
  const regionKey = filters.region_ids.join(',');
  const cityKey = filters.city_ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen regions change.
  useEffect(() => lookups.loadCities(filters.region_ids), [regionKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen cities change.
  useEffect(() => lookups.loadLocations(filters.city_ids), [cityKey]);

  const handleRegionsChange = (values: string[]) => {
    const regionIds = toIds(values);
    list.changeFilters(withRegions(filters, regionIds, lookups.cities ?? [], lookups.locations ?? []));
  };
  const handleCitiesChange = (values: string[]) => {
    const cityIds = toIds(values);
    list.changeFilters(withCities(filters, cityIds, lookups.locations ?? []));
  };
  const handleSelectionChange = (sites: SiteOption[], selected: boolean) => {
    setChosen((before) => {
      const next = new Map(before);
      for (const site of sites) {
        if (selected) next.set(site.id, site);
        else next.delete(site.id);
      }
      return next;
    });
  };
  const handleAdd = () => {
    onAdd([...chosen.values()].map((site) => draftOfSite(site, brief)));
    setChosen(new Map());
  };

  const cities = (lookups.cities ?? []).filter((city) => filters.region_ids.includes(city.region_id));
  const locations = (lookups.locations ?? []).filter((location) =>
    filters.city_ids.includes(location.city_id),
  );
  const count = chosen.size;
  // The same array while the page is the same: a new one would fit the map to the points again.
  const located = useMemo(() => mapPointsOf(list.items), [list.items]);
  const onMap = view === 'map' ? located : null;
  const optionOf = (id: number) => list.items.find((site) => site.id === id);
  /** A site on the map is chosen and unchosen as its checkbox in the table; booked ones and those in the plan not. */
  const pickLabelOf = (point: { id: number }) => {
    const site = optionOf(point.id);
    if (!site || bookingOf(site) !== null || inPlan.has(site.id)) return null;
    return chosen.has(site.id) ? 'Unchoose' : 'Choose';
  };
  const handlePick = (point: { id: number }) => {
    const site = optionOf(point.id);
    if (site && pickLabelOf(site) !== null) handleSelectionChange([site], !chosen.has(site.id));
  };

  return (
    <Card
      title="Add sites"
      actions={
        <Button onClick={handleAdd} disabled={count === 0}>
          {count === 0 ? 'Add sites' : `Add ${count} ${count === 1 ? 'site' : 'sites'}`}
        </Button>
      }
    >
      <Stack space="lg">
        <Box display="grid" gridTemplateColumns={[1, 2, 3]} gap="lg" alignItems="flex-start">
          <MultiSelect
            label="Regions"
            items={choicesOf(lookups.regions)}
            value={toValues(filters.region_ids)}
            onValueChange={handleRegionsChange}
            placeholder="Any region"
          />
          <MultiSelect
            label="Cities"
            items={choicesOf(cities)}
            value={toValues(filters.city_ids)}
            onValueChange={handleCitiesChange}
            placeholder={filters.region_ids.length ? 'Any city' : 'Choose regions first'}
            disabled={filters.region_ids.length === 0}
          />
          <MultiSelect
            label="Locations"
            items={choicesOf(locations)}
            value={toValues(filters.location_ids)}
            onValueChange={(values) => list.changeFilters({ ...filters, location_ids: toIds(values) })}
            placeholder={filters.city_ids.length ? 'Any location' : 'Choose cities first'}
            disabled={filters.city_ids.length === 0}
          />
          <MultiSelect
            label="Mediums"
            items={choicesOf(lookups.mediums)}
            value={toValues(filters.medium_ids)}
            onValueChange={(values) => list.changeFilters({ ...filters, medium_ids: toIds(values) })}
            placeholder="Any medium"
          />
          <MultiSelect
            label="SEC classes"
            items={choicesOf(lookups.secRanges)}
            value={toValues(filters.sec_ids)}
            onValueChange={(values) => list.changeFilters({ ...filters, sec_ids: toIds(values) })}
            placeholder="Any class"
          />
          <SearchInput
            label="Search sites"
            value={list.search}
            onValueChange={list.changeSearch}
            placeholder="Code or name"
          />
        </Box>
        <RadioGroup
          label="Show the sites"
          name="site-options-view"
          orientation="horizontal"
          items={SITE_OPTIONS_VIEWS}
          value={view}
          onValueChange={(value) => setView(value === 'map' ? 'map' : 'table')}
        />
        <RadioGroup
          label="Availability"
          name="availability"
          orientation="horizontal"
          items={AVAILABILITY_CHOICES}
          value={filters.availability}
          onValueChange={(value) => {
            if (isAvailability(value)) list.changeFilters({ ...filters, availability: value });
          }}
        />
        {lookups.failed ? (
          <Callout tone="info" role="status">
            <Inline space="sm" alignY="center">
              <span>Some filter choices could not be loaded.</span>
              <Button size="sm" variant="secondary" onClick={lookups.retry}>
                Retry
              </Button>
            </Inline>
          </Callout>
        ) : null}
        <Box role="status">
          <Text size="sm" tone="secondary">
            {list.status === 'loading'
              ? 'Loading sites…'
              : `${countText(list.total, list.totalCapped)} ${list.total === 1 && !list.totalCapped ? 'site matches' : 'sites match'}${count ? `, ${count} chosen` : ''}`}
          </Text>
        </Box>
        {list.status === 'failed' ? (
          <ErrorState
            title="The sites could not be loaded"
            message={errorMessage(list.error, fetchPlanSiteOptions)}
            onRetry={list.retry}
            headingLevel={3}
          />
        ) : onMap ? (
          <Stack space="sm">
            <Text size="sm" tone="secondary">
              The map shows this page's sites; page through or filter to see others.
              {onMap.unlocated > 0
                ? ` ${onMap.unlocated} ${onMap.unlocated === 1 ? 'site has' : 'sites have'} no coordinates and ${onMap.unlocated === 1 ? 'is' : 'are'} not on the map.`
                : ''}
            </Text>
            <LazySiteMap
              points={onMap.points}
              label="Inventory sites on the map"
              height={440}
              onPick={handlePick}
              pickLabel={pickLabelOf}
            />
          </Stack>
        ) : (
          <SiteOptionsTable
            sites={list.items}
            loading={list.status === 'loading'}
            selectedIds={new Set(chosen.keys())}
            inPlan={inPlan}
            onSelectionChange={handleSelectionChange}
          />
        )}
        <Pagination
          page={list.page}
          pageSize={list.limit}
          count={list.total}
          onPageChange={list.changePage}
          label="Pages of inventory sites"
        />
      </Stack>
    </Card>
  );
}
