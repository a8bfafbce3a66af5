import {
  fetchAgeRanges,
  fetchCitiesByRegions,
  fetchGenders,
  fetchMediums,
  fetchRegions,
  fetchSecRanges,
} from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';

type City = { id: number; name: string; region_id: number };
type Named = { id: number; name: string };

export interface BriefLookups {
  regions: Named[] | undefined;
  /** The cities of the regions asked for last (`loadCities`). */
  cities: City[] | undefined;
  mediums: Named[] | undefined;
  secRanges: Named[] | undefined;
  ageRanges: Named[] | undefined;
  genders: Named[] | undefined;
  /** Some list could not be loaded: its choices are missing until `retry`. */
  failed: boolean;
  retry: () => void;
  /** Loads the cities of these regions (nothing to ask for when none is chosen). */
  loadCities: (regionIds: number[]) => void;
}

/** The lookup lists a form brief chooses from; the cities follow the chosen regions. */
export function useBriefLookups(initialRegionIds: readonly number[]): BriefLookups {
  const regions = useApiRequest(fetchRegions);
  const mediums = useApiRequest(fetchMediums);
  const secRanges = useApiRequest(fetchSecRanges);
  const ageRanges = useApiRequest(fetchAgeRanges);
  const genders = useApiRequest(fetchGenders);
  const cities = useApiRequest(fetchCitiesByRegions, {
    enabled: initialRegionIds.length > 0,
    initial: { body: { region_ids: [...initialRegionIds] } },
  });
  const requests = [regions, mediums, secRanges, ageRanges, genders, cities];
  return {
    regions: regions.data?.data,
    cities: cities.data?.data,
    mediums: mediums.data?.data,
    secRanges: secRanges.data?.data,
    ageRanges: ageRanges.data?.data,
    genders: genders.data?.data,
    failed: requests.some((request) => request.status === 'failed'),
    retry: () => {
      for (const request of requests) if (request.status === 'failed') request.retry();
    },
    loadCities: (regionIds) => {
      if (regionIds.length > 0) cities.start({ body: { region_ids: regionIds } });
    },
  };
}
