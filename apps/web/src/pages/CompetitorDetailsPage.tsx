import {
  type CompetitorCampaign,
  type CompetitorListItem,
  createCompetitorCampaign,
  deleteCompetitorCampaign,
  downloadCompetitorLogo,
  fetchCompetitorCampaignSites,
  fetchCompetitorCampaigns,
  parseId,
  updateCompetitorCampaign,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Column, Columns } from '@ooh/ui/columns';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { campaignsWord } from '../modules/competitors/competitor-list.ts';
import { COMPETITORS_HREF, campaignDetailsHref } from '../modules/competitors/competitor-routes.ts';
import { CampaignFormDialog } from '../modules/competitors/components/CampaignFormDialog.tsx';
import {
  type CampaignListHandle,
  CampaignListPanel,
} from '../modules/competitors/components/CampaignListPanel.tsx';
import { CompetitorLogo } from '../modules/competitors/components/CompetitorLogo.tsx';
import { DeleteCampaignDialog } from '../modules/competitors/components/DeleteCampaignDialog.tsx';
import { useImageUrls } from '../modules/kit/media/use-image-urls.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../modules/kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../modules/kit/record/use-document-title.ts';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; campaign: CompetitorCampaign } | null;

/**
 * /competitor-report/view-details/{competitor_id} (admins, planners, key account managers): a competitor, its logo
 * and its campaigns, newest first. Admins and planners add, edit and delete campaigns and open each one's sightings;
 * a key account manager reads the campaigns (docs/domain.md "Competitor screens").
 */
export function CompetitorDetailsPage({
  params,
}: Pick<ScreenProps<'/competitor-report/view-details/{competitor_id}'>, 'params'>) {
  const id = parseId(params.competitor_id);
  const permissions = usePermissions();
  const [, navigate] = useLocation();
  const list = useRef<CampaignListHandle>(null);
  const [competitor, setCompetitor] = useState<CompetitorListItem | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CompetitorCampaign | null>(null);
  const logos = useImageUrls(downloadCompetitorLogo, competitor?.logo_url && id !== null ? [id] : []);
  useDocumentTitle(competitor ? [competitor.competitor_name] : null);
  const mayAdd = permissions.mayCall(createCompetitorCampaign);
  const mayEdit = permissions.mayCall(updateCompetitorCampaign);
  const mayDelete = permissions.mayCall(deleteCompetitorCampaign);
  // The campaign details route and its call are the admin's and the planner's (spec section 6).
  const mayOpenDetails = permissions.mayCall(fetchCompetitorCampaignSites);

  if (id === null || notFound)
    return (
      <RecordLoadState
        load={{ status: 'notFound' }}
        title="Competitor"
        noun="competitor"
        notFoundDescription="This competitor does not exist or was deleted."
        back={{ href: COMPETITORS_HREF, label: 'Back to competitors' }}
        fallbackMessage={fetchCompetitorCampaigns.errorMessage}
      />
    );

  const changed = (message: string) => {
    notify.success({ title: message });
    list.current?.refresh();
  };

  return (
    <Stack space="lg">
      <Link href={COMPETITORS_HREF}>← All competitors</Link>
      <Columns space="md" alignY="center">
        {competitor ? (
          <Column width="content">
            <CompetitorLogo name={competitor.competitor_name} src={logos.get(id)} size="lg" />
          </Column>
        ) : null}
        <Column>
          <PageHeader
            title={competitor?.competitor_name ?? 'Competitor'}
            {...(competitor ? { description: `${campaignsWord(competitor.campaigns_count)} recorded` } : {})}
            actions={
              mayAdd && competitor ? (
                <Button onClick={() => setEditing({ mode: 'add' })}>Add campaign</Button>
              ) : undefined
            }
          />
        </Column>
      </Columns>
      {mayOpenDetails ? null : (
        <Text tone="secondary" size="sm">
          Where each campaign was seen, and its reports, are kept by the planners.
        </Text>
      )}
      <CampaignListPanel
        ref={list}
        competitorId={id}
        competitorName={competitor?.competitor_name ?? null}
        onCompetitor={setCompetitor}
        onNotFound={() => setNotFound(true)}
        mayOpenDetails={mayOpenDetails}
        mayAdd={mayAdd}
        onEdit={mayEdit ? (campaign) => setEditing({ mode: 'edit', campaign }) : undefined}
        onDelete={mayDelete ? setDeleting : undefined}
      />
      {editing && competitor ? (
        <CampaignFormDialog
          competitor={competitor}
          {...(editing.mode === 'edit' ? { campaign: editing.campaign } : {})}
          onClose={() => setEditing(null)}
          onSaved={({ message, campaign }) => {
            setEditing(null);
            changed(message);
            // A new campaign opens its sightings, where its sites are recorded next.
            if (editing.mode === 'add' && mayOpenDetails) navigate(campaignDetailsHref(id, campaign.id));
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteCampaignDialog
          campaign={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            changed(message);
          }}
        />
      ) : null}
    </Stack>
  );
}
