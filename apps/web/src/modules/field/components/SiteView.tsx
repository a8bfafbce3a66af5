import {
  approveSiteImages,
  deleteSiteImages,
  fetchSite,
  parseId,
  rejectSiteImages,
  type SitePlanHistoryEntry,
} from '@ooh/api';
import { href } from '@ooh/api/routes';
import { campaignMachine } from '@ooh/machines/campaign';
import { siteImageMachine } from '@ooh/machines/site-image';
import { EmptyState } from '@ooh/ui/empty-state';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { useSearchParams } from 'wouter';
import { formatDateRange } from '../../briefs/format.ts';
import { Callout } from '../../kit/callout/Callout.tsx';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../../kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import { useRecord } from '../../kit/record/use-record.ts';
import { ExecutionHistory } from './ExecutionHistory.tsx';
import { SiteFacts } from './SiteFacts.tsx';
import { SitePhotos } from './SitePhotos.tsx';
import { SitePlanHistory } from './SitePlanHistory.tsx';

export type SiteViewProps = {
  /** The route's site id; null when it cannot name a site. */
  siteId: number | null;
};

/** A campaign of the site, as the chooser names it. */
function campaignLabel(plan: SitePlanHistoryEntry): string {
  return `${plan.campaign_name} · ${plan.client_name} · ${formatDateRange(plan.start_date, plan.end_date)}`;
}

/**
 * /view-sites/{site_id} and /view-site/{site_id}: a site's facts and its plans, then for one of its campaigns
 * (chosen, kept in the URL as `?plan_id=`; the newest by default) its proof photos by day and status, and its
 * execution status history, with links back to the campaign.
 */
export function SiteView({ siteId }: SiteViewProps) {
  const permissions = usePermissions();
  const { load } = useRecord(fetchSite, siteId === null ? null : { params: { id: siteId } });
  const [params, setParams] = useSearchParams();
  const back = permissions.mayOpen('/operation-analyst')
    ? { href: href('/operation-analyst'), label: 'Back to the campaigns' }
    : { href: href('/dashboard'), label: 'Back to the dashboard' };

  useDocumentTitle(
    load.status === 'succeeded' ? [load.record.site.site_code, load.record.site.site_name] : null,
  );
  if (load.status !== 'succeeded')
    return (
      <RecordLoadState
        load={load}
        title="Site"
        noun="site"
        notFoundDescription="This site does not exist, or it was deleted."
        back={back}
        fallbackMessage={fetchSite.errorMessage}
      />
    );

  const { site, plans } = load.record;
  const campaigns = plans.filter((plan) => plan.campaign_id !== null);
  const wanted = parseId(params.get('plan_id') ?? undefined);
  const chosen = campaigns.find((plan) => plan.plan_id === wanted) ?? campaigns[0] ?? null;

  const handleChoose = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('plan_id', value);
      else next.delete('plan_id');
      return next;
    });

  const active = chosen?.campaign_status === 'active';
  const review = (endpoint: typeof approveSiteImages | typeof rejectSiteImages | typeof deleteSiteImages) =>
    active && permissions.mayDo(endpoint, campaignMachine, 'active', { type: 'campaign.reviewImages' });
  const may = {
    approve:
      review(approveSiteImages) &&
      permissions.mayDo(approveSiteImages, siteImageMachine, 'pending', { type: 'siteImage.approve' }),
    reject: review(rejectSiteImages),
    delete: review(deleteSiteImages),
  };
  const fieldHref = chosen ? href('/operation-analyst/{brief_id}', { brief_id: chosen.brief_id }) : null;
  const detailsHref = chosen ? href('/campaign-details/{brief_id}', { brief_id: chosen.brief_id }) : null;

  return (
    <Stack space="xl">
      <PageHeader
        title={`${site.site_code} · ${site.site_name}`}
        description={`${site.medium_name} · ${site.location_name}, ${site.city_name}`}
        actions={
          <Inline space="md" alignY="center">
            {fieldHref && permissions.mayOpen(fieldHref) ? (
              <Link href={fieldHref} variant="standalone">
                Field work
              </Link>
            ) : null}
            {detailsHref && permissions.mayOpen(detailsHref) ? (
              <Link href={detailsHref} variant="standalone">
                Campaign details
              </Link>
            ) : null}
          </Inline>
        }
      />
      <SiteFacts site={site} />
      <SitePlanHistory plans={plans} />
      {chosen ? (
        <Stack space="xl">
          <Select
            label="Campaign"
            items={campaigns.map((plan) => ({ value: String(plan.plan_id), label: campaignLabel(plan) }))}
            value={String(chosen.plan_id)}
            onValueChange={handleChoose}
          />
          {chosen.campaign_status === 'completed' ? (
            <Callout tone="info" role="status">
              This campaign is completed: its photos and statuses can no longer be changed.
            </Callout>
          ) : null}
          <SitePhotos
            key={`photos-${chosen.plan_id}`}
            siteId={site.id}
            siteCode={site.site_code}
            planId={chosen.plan_id}
            may={may}
          />
          <ExecutionHistory key={`history-${chosen.plan_id}`} siteId={site.id} planId={chosen.plan_id} />
        </Stack>
      ) : (
        <EmptyState
          title="No campaign on this site yet"
          description="Proof photos and execution statuses come with a campaign: once a plan with this site is accepted and paid."
        />
      )}
    </Stack>
  );
}
