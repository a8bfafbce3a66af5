import {
  fetchAgeRanges,
  fetchAssetTypes,
  fetchCities,
  fetchCitiesByRegion,
  fetchCitiesByRegions,
  fetchGenders,
  fetchLocationsByCities,
  fetchLsmList,
  fetchMediums,
  fetchPrintingMediaTypes,
  fetchRegions,
  fetchSecRanges,
  fetchSitesByLocations,
} from '../contract/endpoints/lookups.ts';
import type { HandlerOptions } from './auth.ts';
import { fixtures as f } from './fixtures.ts';
import { mockEndpoint } from './mock.ts';

const idsOf = (body: unknown, key: string) => new Set(((body ?? {}) as Record<string, number[]>)[key] ?? []);

/** The lookup lists (regions, cities, locations, sites, mediums…): read-only, answered from the fixtures. */
export function lookupHandlers(options: HandlerOptions = {}) {
  return [
    mockEndpoint(fetchRegions, { data: f.regions }, options),
    mockEndpoint(
      fetchCitiesByRegion,
      ({ params }) => ({ data: f.cities.filter((c) => c.region_id === Number(params.id)) }),
      options,
    ),
    mockEndpoint(
      fetchCitiesByRegions,
      ({ body }) => {
        const ids = idsOf(body, 'region_ids');
        return { data: f.cities.filter((c) => ids.has(c.region_id)) };
      },
      options,
    ),
    mockEndpoint(
      fetchLocationsByCities,
      ({ body }) => {
        const ids = idsOf(body, 'city_ids');
        return { data: f.locations.filter((l) => ids.has(l.city_id)) };
      },
      options,
    ),
    mockEndpoint(
      fetchSitesByLocations,
      ({ body }) => {
        const ids = idsOf(body, 'location_ids');
        return { data: f.sites.filter((s) => ids.has(s.location_id)) };
      },
      options,
    ),
    mockEndpoint(fetchMediums, { data: f.mediums }, options),
    mockEndpoint(fetchSecRanges, { data: f.secRanges }, options),
    mockEndpoint(fetchCities, { data: f.cities }, options),
    mockEndpoint(fetchAgeRanges, { data: f.ageRanges }, options),
    mockEndpoint(fetchGenders, { data: f.genders }, options),
    mockEndpoint(fetchAssetTypes, { data: f.assetTypes }, options),
    mockEndpoint(fetchPrintingMediaTypes, { data: f.printingMediaTypes }, options),
    mockEndpoint(fetchLsmList, { data: f.lsmLevels }, options),
  ];
}
