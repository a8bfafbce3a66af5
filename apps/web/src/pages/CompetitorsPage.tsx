import { type CompetitorListItem, createCompetitor, deleteCompetitor, updateCompetitor } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { notify } from '@ooh/ui/toast';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { competitorHref } from '../modules/competitors/competitor-routes.ts';
import { CompetitorFormDialog } from '../modules/competitors/components/CompetitorFormDialog.tsx';
import {
  type CompetitorListHandle,
  CompetitorListPanel,
} from '../modules/competitors/components/CompetitorListPanel.tsx';
import { DeleteCompetitorDialog } from '../modules/competitors/components/DeleteCompetitorDialog.tsx';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';

type Editing = { mode: 'add' } | { mode: 'edit'; competitor: CompetitorListItem } | null;

/**
 * /competitor-report (admins, planners, key account managers; docs/domain.md "Competitor screens"): the outdoor
 * companies we pitch against, with their logos and how many campaigns each has. Admins and planners add (with a
 * logo), edit and delete; a key account manager reads. Each competitor opens its campaigns.
 */
export function CompetitorsPage() {
  const permissions = usePermissions();
  const [, navigate] = useLocation();
  const list = useRef<CompetitorListHandle>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CompetitorListItem | null>(null);
  const mayAdd = permissions.mayCall(createCompetitor);
  const mayEdit = permissions.mayCall(updateCompetitor);
  const mayDelete = permissions.mayCall(deleteCompetitor);

  return (
    <Stack space="lg">
      <PageHeader
        title="Competitors"
        description="Outdoor companies we pitch against, and where their campaigns were seen."
        actions={
          mayAdd ? <Button onClick={() => setEditing({ mode: 'add' })}>Add competitor</Button> : undefined
        }
      />
      <CompetitorListPanel
        ref={list}
        onEdit={mayEdit ? (competitor) => setEditing({ mode: 'edit', competitor }) : undefined}
        onDelete={mayDelete ? setDeleting : undefined}
      />
      {editing ? (
        <CompetitorFormDialog
          {...(editing.mode === 'edit' ? { competitor: editing.competitor } : {})}
          onClose={() => setEditing(null)}
          onSaved={({ message, competitor }) => {
            setEditing(null);
            notify.success({ title: message });
            list.current?.refresh();
            // A new competitor opens, ready for its first campaign.
            if (editing.mode === 'add') navigate(competitorHref(competitor.id));
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteCompetitorDialog
          competitor={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            notify.success({ title: message });
            list.current?.refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}

// The competitor's campaigns, a campaign's sightings and its reports load with this page: one lazy module for the
// domain's six routes (app/field-screens.ts loads it), so the entry holds one loader instead of six.
export { CompetitorCampaignPage } from './CompetitorCampaignPage.tsx';
export { CompetitorDetailsPage } from './CompetitorDetailsPage.tsx';
export {
  CompetitorReportCreatePage,
  CompetitorReportsPage,
  CompetitorReportViewPage,
} from './CompetitorReportPages.tsx';
