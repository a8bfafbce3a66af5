import { parseId } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { SiteRecordView } from '../modules/sites/components/SiteRecordView.tsx';

/** `?id=` of the site screens (the spec's routes carry no id in the path). */
function useSiteId(): number | null {
  const [params] = useSearchParams();
  return parseId(params.get('id') ?? undefined);
}

/** /site-management/view?id=: one inventory site, its photos and its plans. */
export function InventorySiteViewPage() {
  const id = useSiteId();
  return <SiteRecordView key={id ?? 'none'} siteId={id} as="approved" />;
}

/**
 * /site-management/requested-site/view?id=: a requested site, what it still needs, and its approval. Without an
 * id (the dashboard's "Pending sites" card) it is the list of requested sites.
 */
export function RequestedSiteViewPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const id = useSiteId();
  const listed = !params.has('id');
  useEffect(() => {
    if (listed) navigate(href('/site-management', {}, { tab: 'requested' }), { replace: true });
  }, [listed, navigate]);
  if (listed) return null;
  return <SiteRecordView key={id ?? 'none'} siteId={id} as="requested" />;
}
