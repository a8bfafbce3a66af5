import { fetchCities, fetchRegions } from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';

type Named = { id: number; name: string };

export interface CampaignLookups {
  regions: Named[] | undefined;
  /** Every city with its region (the city choices follow the chosen region). */
  cities: (Named & { region_id: number })[] | undefined;
  failed: boolean;
  retry: () => void;
}

/** The region and city choices of the campaign filters, from the lookups. */
export function useCampaignLookups(): CampaignLookups {
  const regions = useApiRequest(fetchRegions);
  const cities = useApiRequest(fetchCities);
  return {
    regions: regions.data?.data,
    cities: cities.data?.data,
    failed: regions.status === 'failed' || cities.status === 'failed',
    retry: () => {
      if (regions.status === 'failed') regions.retry();
      if (cities.status === 'failed') cities.retry();
    },
  };
}
