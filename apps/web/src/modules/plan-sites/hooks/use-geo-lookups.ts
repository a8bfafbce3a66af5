import {
  fetchCitiesByRegions,
  fetchLocationsByCities,
  fetchMediums,
  fetchRegions,
  fetchSecRanges,
} from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';

type Named = { id: number; name: string };
type City = Named & { region_id: number };
type Location = Named & { city_id: number };

export interface GeoLookups {
  regions: Named[] | undefined;
  /** The cities of the regions asked for last. */
  cities: City[] | undefined;
  /** The locations of the cities asked for last. */
  locations: Location[] | undefined;
  mediums: Named[] | undefined;
  secRanges: Named[] | undefined;
  /** Some list could not be loaded: its choices are missing until `retry`. */
  failed: boolean;
  retry: () => void;
  loadCities: (regionIds: number[]) => void;
  loadLocations: (cityIds: number[]) => void;
}

/** The choices of the site filters; cities follow the chosen regions and locations the chosen cities. */
export function useGeoLookups(): GeoLookups {
  const regions = useApiRequest(fetchRegions);
  const mediums = useApiRequest(fetchMediums);
  const secRanges = useApiRequest(fetchSecRanges);
  const cities = useApiRequest(fetchCitiesByRegions, { enabled: false });
  const locations = useApiRequest(fetchLocationsByCities, { enabled: false });
  const requests = [regions, mediums, secRanges, cities, locations];
  return {
    regions: regions.data?.data,
    cities: cities.data?.data,
    locations: locations.data?.data,
    mediums: mediums.data?.data,
    secRanges: secRanges.data?.data,
    failed: requests.some((request) => request.status === 'failed'),
    retry: () => {
      for (const request of requests) if (request.status === 'failed') request.retry();
    },
    // Nothing to ask for when nothing is chosen: the choices are filtered by the chosen parents anyway.
    loadCities: (regionIds) => {
      if (regionIds.length > 0) cities.start({ body: { region_ids: regionIds } });
    },
    loadLocations: (cityIds) => {
      if (cityIds.length > 0) locations.start({ body: { city_ids: cityIds } });
    },
  };
}
