import {
  fetchAgeRanges,
  fetchAssetTypes,
  fetchCities,
  fetchGenders,
  fetchLocationsByCities,
  fetchLsmList,
  fetchMediums,
  fetchPrintingMediaTypes,
  fetchRegions,
  fetchSecRanges,
} from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';

export type Named = { id: number; name: string };
export type CityChoice = Named & { region_id: number };
export type LocationChoice = Named & { city_id: number };
export type MediumChoice = Named & { kind: 'conventional' | 'digital' };

export interface SiteLookups {
  regions: Named[] | undefined;
  /** Every city with its region (the city choices follow the chosen regions). */
  cities: CityChoice[] | undefined;
  /** The locations of the cities asked for last. */
  locations: LocationChoice[] | undefined;
  mediums: MediumChoice[] | undefined;
  assetTypes: Named[] | undefined;
  secRanges: Named[] | undefined;
  lsmLevels: Named[] | undefined;
  printingMediaTypes: Named[] | undefined;
  ageRanges: Named[] | undefined;
  genders: Named[] | undefined;
  /** Some list could not be loaded: its choices are missing until `retry`. */
  failed: boolean;
  retry: () => void;
  loadLocations: (cityIds: readonly number[]) => void;
}

/**
 * The choices of the site filters and the site form. The form also needs printing media, age ranges and
 * genders (`full`); the list's filters do not ask for them.
 */
export function useSiteLookups({
  full = false,
  cityIds = [],
}: {
  full?: boolean;
  cityIds?: readonly number[];
} = {}): SiteLookups {
  const regions = useApiRequest(fetchRegions);
  const cities = useApiRequest(fetchCities);
  const mediums = useApiRequest(fetchMediums);
  const assetTypes = useApiRequest(fetchAssetTypes);
  const secRanges = useApiRequest(fetchSecRanges);
  const lsmLevels = useApiRequest(fetchLsmList);
  const printing = useApiRequest(fetchPrintingMediaTypes, { enabled: full });
  const ageRanges = useApiRequest(fetchAgeRanges, { enabled: full });
  const genders = useApiRequest(fetchGenders, { enabled: full });
  const locations = useApiRequest(fetchLocationsByCities, {
    enabled: cityIds.length > 0,
    ...(cityIds.length > 0 ? { initial: { body: { city_ids: [...cityIds] } } } : {}),
  });
  const requests = [regions, cities, mediums, assetTypes, secRanges, lsmLevels, printing, ageRanges, genders];
  return {
    regions: regions.data?.data,
    cities: cities.data?.data,
    locations: locations.data?.data,
    mediums: mediums.data?.data,
    assetTypes: assetTypes.data?.data,
    secRanges: secRanges.data?.data,
    lsmLevels: lsmLevels.data?.data,
    printingMediaTypes: printing.data?.data,
    ageRanges: ageRanges.data?.data,
    genders: genders.data?.data,
    failed: [...requests, locations].some((request) => request.status === 'failed'),
    retry: () => {
      for (const request of [...requests, locations]) if (request.status === 'failed') request.retry();
    },
    loadLocations: (ids) => {
      if (ids.length > 0) locations.start({ body: { city_ids: [...ids] } });
    },
  };
}

/** Lookup rows as select choices. */
export const choicesOf = (items: readonly Named[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
