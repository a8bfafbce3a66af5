import { errorMessage, fetchPlan, type VisualRepPhoto } from '@ooh/api';
import { planSitesHref, planViewHref } from '@ooh/api/routes';
import { Box } from '@ooh/ui/box';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Heading } from '@ooh/ui/heading';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Skeleton } from '@ooh/ui/skeleton';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { SelectedPlanEffect } from '../../plans/components/SelectedPlanEffect.tsx';
import { useVisualRep, type VisualRep } from '../hooks/use-visual-rep.ts';
import { photoCountText, sitesByCity } from '../visual-rep.ts';
import { SitePhotoCard } from './SitePhotoCard.tsx';
import { VisualRepDownloads } from './VisualRepDownloads.tsx';
import * as styles from './visual-rep.css.ts';

export type VisualRepOfPlanProps = {
  planId: number;
};

/** The chosen plan: its sites by city with their photos, and the files for the client. */
export function VisualRepOfPlan({ planId }: VisualRepOfPlanProps) {
  const { load, showPhoto } = useVisualRep(planId);
  if (load.status === 'loading')
    return (
      <Box as="section" aria-label="Sites" aria-busy display="flex" flexDirection="column" gap="lg">
        <LoadingIndicator label="Loading the plan" />
        <Skeleton shape="text" width="md" />
        <ul className={styles.siteGrid}>
          {[0, 1, 2].map((n) => (
            <li key={n} className={styles.siteCard}>
              <div className={styles.photoFrame} />
              <Skeleton shape="text" width="lg" />
              <Skeleton shape="text" width="md" />
            </li>
          ))}
        </ul>
      </Box>
    );
  if (load.status === 'notFound')
    return (
      <EmptyState
        title="Plan not found"
        description="It may have been removed, or the link is wrong. Choose another plan."
      />
    );
  if (load.status === 'failed')
    return (
      <ErrorState
        title="The plan could not be loaded"
        message={errorMessage(load.error, fetchPlan)}
        onRetry={load.retry}
      />
    );
  return <PlanSites record={load.record} onUploaded={showPhoto} />;
}

function PlanSites({
  record,
  onUploaded,
}: {
  record: VisualRep;
  onUploaded: (photo: VisualRepPhoto) => void;
}) {
  const { plan, photos } = record;
  const permissions = usePermissions();
  const planHref = planViewHref(plan, permissions.role);
  const sitesHref = planSitesHref(plan);
  const cities = sitesByCity(plan.sites_list);
  const withPhoto = plan.sites_list.filter((site) => photos.has(site.site_id)).length;

  return (
    <>
      {/* Outside the stack: it renders nothing, and a stack spaces every child it is given. */}
      <SelectedPlanEffect plan={plan} />
      <Stack space="xl">
        <Stack space="xs">
          <Heading level={2}>{plan.planName}</Heading>
          <Text tone="secondary">
            {plan.brief_number} · {plan.client_name} · {plan.campaign_name} · version {plan.version}
          </Text>
          {permissions.mayOpen(planHref) ? (
            <Text size="sm">
              <Link href={planHref} variant="standalone">
                Open the plan
              </Link>
            </Text>
          ) : null}
        </Stack>
        {cities.length === 0 ? (
          <EmptyState
            title="No sites in this plan"
            description="Photos are added per site: add sites to the plan first."
            action={
              permissions.mayOpen(sitesHref) ? (
                <Link href={sitesHref} variant="standalone">
                  Add sites to the plan
                </Link>
              ) : undefined
            }
          />
        ) : (
          <Stack space="xl">
            <VisualRepDownloads plan={plan} cities={cities} />
            <Text tone="secondary" as="p">
              {photoCountText(withPhoto, plan.sites_list.length)}. Photos: JPEG, PNG or WebP, up to 15 MB.
            </Text>
            {cities.map((city) => (
              <section key={city.city_id} aria-labelledby={`city-${city.city_id}`}>
                <Stack space="md">
                  <Heading level={3} id={`city-${city.city_id}`}>
                    {city.city_name}
                  </Heading>
                  <ul className={styles.siteGrid} aria-label={`Sites in ${city.city_name}`}>
                    {city.sites.map((site) => (
                      <SitePhotoCard
                        key={site.plan_site_id}
                        planId={plan.plan_id}
                        site={site}
                        photo={photos.get(site.site_id)}
                        onUploaded={onUploaded}
                      />
                    ))}
                  </ul>
                </Stack>
              </section>
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}
