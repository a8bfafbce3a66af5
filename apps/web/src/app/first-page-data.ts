import { type ApiClient, isStaffRole, type StaffRole } from '@ooh/api';
// Imported here, it stays in the boot chunk: a page's data loader gets it as an argument and loads on its own.
import { prefetchCall, type StartCall } from '../modules/request/prefetch.ts';

/**
 * The data a first page needs, asked for while its code loads (README "The first load"): the page's sections
 * take the answers instead of calling once they render. Only the landing page of most roles so far; each loader is
 * a chunk of its own, loaded beside the page's.
 */
const FIRST_PAGE_DATA: Record<
  string,
  () => Promise<(client: ApiClient, role: StaffRole, start: StartCall) => void>
> = {
  '/dashboard': () => import('../modules/dashboard/prefetch-dashboard.ts').then((m) => m.prefetchDashboard),
};

/**
 * Starts loading the first page's data loader at once (before the page's own chunks are asked for, so it is not
 * queued behind them on HTTP/1.1's six connections), and returns what starts its calls once the saved session's
 * role is known. Nothing happens for a page FIRST_PAGE_DATA does not know, or without a saved token.
 */
export function loadFirstPageData(pathname: string, hasToken: boolean) {
  const loading = hasToken ? FIRST_PAGE_DATA[pathname]?.() : undefined;
  // The page loads the same chunks and says what failed; the data is then asked for as usual.
  loading?.catch(() => undefined);
  return (client: ApiClient, role: string | null | undefined) => {
    if (!loading || !role || !isStaffRole(role)) return;
    loading.then(
      (prefetch) => prefetch(client, role, prefetchCall),
      () => undefined,
    );
  };
}
