import { fetchKeyAccountManagers, type KeyAccountManager } from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';

/** The key account managers who may own clients, for the owner picker and the list's filter (admins, managers). */
export function useKeyAccountManagers(enabled = true): {
  managers: KeyAccountManager[] | undefined;
  reload: () => void;
} {
  const request = useApiRequest(fetchKeyAccountManagers, { initial: {}, enabled });
  return { managers: request.data?.managers, reload: () => request.start({}) };
}
