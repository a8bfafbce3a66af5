import {
  type CompetitorCampaign,
  type CompetitorListItem,
  type CompetitorSite,
  errorMessage,
  fetchCompetitorCampaignSites,
  parseId,
  updateCompetitorCampaignSites,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { useApiClient } from '../modules/api/ApiClientContext.tsx';
import { formatDate } from '../modules/briefs/format.ts';
import { sitesWord } from '../modules/competitors/competitor-list.ts';
import { competitorHref, reportsMenuHref } from '../modules/competitors/competitor-routes.ts';
import { InventorySitePicker } from '../modules/competitors/components/InventorySitePicker.tsx';
import { RecordedSightingForm } from '../modules/competitors/components/RecordedSightingForm.tsx';
import { SightingsTable } from '../modules/competitors/components/SightingsTable.tsx';
import { useSightingsEditor } from '../modules/competitors/hooks/use-sightings-editor.ts';
import {
  type SightingDraft,
  sightingPoints,
  sightingsInput,
} from '../modules/competitors/sightings-editor.ts';
import { Callout } from '../modules/kit/callout/Callout.tsx';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../modules/kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../modules/kit/record/use-document-title.ts';
import { useRecord } from '../modules/kit/record/use-record.ts';
import { UnsavedChangesDialog } from '../modules/kit/unsaved-changes/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../modules/kit/unsaved-changes/use-unsaved-changes-guard.ts';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { LazySiteMap } from '../modules/site-map/LazySiteMap.tsx';
import { siteViewHref } from '../modules/site-map/site-map.ts';
import { useSiteLookups } from '../modules/sites/hooks/use-site-lookups.ts';

type Path = '/competitor-report/{competitor_id}/campaign-details/{campaign_id}';

/** "1 Jun 2026 – 31 Aug 2026", "since 1 Aug 2026", or nothing when neither date is known. */
export function seenBetween(campaign: Pick<CompetitorCampaign, 'first_seen' | 'last_seen'>): string | null {
  const { first_seen: first, last_seen: last } = campaign;
  if (first && last) return `Seen ${formatDate(first)} – ${formatDate(last)}`;
  if (first) return `Seen since ${formatDate(first)}`;
  if (last) return `Last seen ${formatDate(last)}`;
  return null;
}

/**
 * /competitor-report/{competitor_id}/campaign-details/{campaign_id} (admins and planners): where a competitor's
 * campaign was seen, on the map (MapLibre, loaded on this screen only) and in a table; sites added from the
 * inventory or recorded by hand, removed, then saved at once; a photo per saved sighting; and a link to the
 * reports (docs/domain.md "Competitor screens").
 */
export function CompetitorCampaignPage({ params }: Pick<ScreenProps<Path>, 'params'>) {
  const competitorId = parseId(params.competitor_id);
  const campaignId = parseId(params.campaign_id);
  const record = useRecord(
    fetchCompetitorCampaignSites,
    campaignId === null || competitorId === null ? null : { params: { id: campaignId } },
  );
  const answer = record.load.status === 'succeeded' ? record.load.record : null;
  // A campaign of another competitor under this competitor's address is not this page's record.
  const mismatch = answer !== null && answer.competitor.id !== competitorId;
  useDocumentTitle(
    answer && !mismatch
      ? [answer.campaign.competitor_campaign_name, answer.competitor.competitor_name]
      : null,
  );
  const back = competitorId === null ? null : competitorHref(competitorId);
  if (record.load.status !== 'succeeded' || mismatch || !answer)
    return (
      <RecordLoadState
        load={record.load.status === 'succeeded' ? { status: 'notFound' } : record.load}
        title="Competitor campaign"
        noun="campaign"
        notFoundDescription="This campaign does not exist, was deleted, or is another competitor’s."
        back={
          back
            ? { href: back, label: 'Back to the competitor' }
            : { href: '/competitor-report', label: 'Back to competitors' }
        }
        fallbackMessage={fetchCompetitorCampaignSites.errorMessage}
      />
    );
  return (
    <CampaignSightings
      key={answer.campaign.id}
      competitor={answer.competitor}
      campaign={answer.campaign}
      sites={answer.sites}
      reportsCount={answer.reports.length}
    />
  );
}

type Adding = 'inventory' | 'recorded' | null;

function CampaignSightings({
  competitor,
  campaign,
  sites,
  reportsCount,
}: {
  competitor: CompetitorListItem;
  campaign: CompetitorCampaign;
  sites: CompetitorSite[];
  reportsCount: number;
}) {
  const permissions = usePermissions();
  const api = useApiClient();
  const editor = useSightingsEditor(sites);
  const guard = useUnsavedChangesGuard(editor.dirty);
  const mayEdit = permissions.mayCall(updateCompetitorCampaignSites);
  const mayOpenSites = permissions.mayOpen('/site-management/view');
  const [adding, setAdding] = useState<Adding>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lookups = useSiteLookups();
  const points = sightingPoints(editor.drafts);
  const savedCount = editor.drafts.filter((draft) => draft.id !== null).length;
  const seen = seenBetween(campaign);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await api.call(updateCompetitorCampaignSites, {
        body: { competitor_campaign_id: campaign.id, competitor_sites: sightingsInput(editor.drafts) },
      });
      editor.saved(answer.sites);
      notify.success({ title: answer.message, description: campaign.competitor_campaign_name });
    } catch (error) {
      setFailure(errorMessage(error, updateCompetitorCampaignSites.errorMessage));
    } finally {
      setSaving(false);
    }
  };
  const remove = (draft: SightingDraft) => editor.remove(draft.key);

  return (
    <Stack space="lg">
      <Link href={competitorHref(competitor.id)}>← {competitor.competitor_name}</Link>
      <PageHeader
        title={campaign.competitor_campaign_name}
        description={[competitor.competitor_name, campaign.industry_type, seen].filter(Boolean).join(' · ')}
        actions={
          <Link href={reportsMenuHref(competitor.id, campaign.id)} variant="standalone">
            Reports{reportsCount > 0 ? ` (${reportsCount} generated)` : ''}
          </Link>
        }
      />
      {editor.dirty || failure ? (
        <section aria-label="Unsaved changes">
          <Stack space="sm">
            {failure ? (
              <Callout tone="critical" role="alert">
                The sites could not be saved: {failure}
              </Callout>
            ) : null}
            {editor.dirty ? (
              <Callout tone="info" role="status">
                <Inline space="md" alignY="center">
                  <Text>
                    Unsaved changes: {sitesWord(editor.drafts.length)} in the list, {savedCount} saved.
                  </Text>
                  <Button onClick={save} loading={saving}>
                    Save sites
                  </Button>
                  <Button variant="secondary" onClick={editor.discard} disabled={saving}>
                    Discard changes
                  </Button>
                </Inline>
              </Callout>
            ) : null}
          </Stack>
        </section>
      ) : null}
      <Card title="On the map">
        <LazySiteMap
          points={points}
          label="Where the campaign was seen"
          height={360}
          linkOf={(point) => {
            const draft = editor.drafts.find((row) => row.id === point.id);
            return draft?.site_id && mayOpenSites
              ? { href: siteViewHref({ id: draft.site_id, status: 'approved' }), label: 'View site' }
              : null;
          }}
        />
        {points.length < editor.drafts.length ? (
          <Text size="sm" tone="secondary">
            {editor.drafts.length - points.length} of {sitesWord(editor.drafts.length)} have no position and
            are in the table only.
          </Text>
        ) : null}
      </Card>
      <Card
        title={`Sites seen (${editor.drafts.length})`}
        actions={
          mayEdit ? (
            <Inline space="sm">
              <Button variant="secondary" size="sm" onClick={() => setAdding('inventory')}>
                Add inventory sites
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setAdding('recorded')}>
                Record a sighting
              </Button>
            </Inline>
          ) : undefined
        }
      >
        <Stack space="md">
          {adding === 'inventory' ? (
            <InventorySitePicker
              cities={lookups.cities}
              listed={editor.listedSites}
              // No toast per addition: the row appears in the table, the picker marks the site added, and the
              // unsaved-changes status above (a live region) counts the list. A toast each piled up over the
              // table's row actions (docs/domain.md "Competitor screens").
              onAdd={(picked, seenOn) => editor.addSites(picked, seenOn)}
              onClose={() => setAdding(null)}
            />
          ) : null}
          {adding === 'recorded' ? (
            <RecordedSightingForm
              lookups={lookups}
              onAdd={(values) => editor.addRecorded(values)}
              onClose={() => setAdding(null)}
            />
          ) : null}
          <SightingsTable
            drafts={editor.drafts}
            onRemove={mayEdit ? remove : undefined}
            onPhotoUploaded={
              mayEdit
                ? (site) => {
                    editor.photoUploaded(site);
                    notify.success({ title: 'Photo uploaded' });
                  }
                : undefined
            }
          />
        </Stack>
      </Card>
      <UnsavedChangesDialog
        guard={guard}
        description="The sites added or removed here are not saved yet. Leave without saving them?"
      />
    </Stack>
  );
}
