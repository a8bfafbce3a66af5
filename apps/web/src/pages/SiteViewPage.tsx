import { parseId } from '@ooh/api';
import { SiteView } from '../modules/field/components/SiteView.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /view-sites/{site_id} and /view-site/{site_id}: one site, its campaigns' photos and statuses. */
export function SiteViewPage({
  params,
}: Pick<ScreenProps<'/view-sites/{site_id}' | '/view-site/{site_id}'>, 'params'>) {
  return <SiteView key={params.site_id} siteId={parseId(params.site_id)} />;
}
