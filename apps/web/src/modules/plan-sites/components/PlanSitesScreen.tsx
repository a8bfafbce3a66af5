import { fetchPlan, type PlanDetail } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { EmptyState } from '@ooh/ui/empty-state';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Callout } from '../../kit/callout/Callout.tsx';
import { RecordLoadState, type RecordLoadStateProps } from '../../kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import { useRecord } from '../../kit/record/use-record.ts';
import { UnsavedChangesDialog } from '../../kit/unsaved-changes/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../kit/unsaved-changes/use-unsaved-changes-guard.ts';
import { usePlanSitesEditor } from '../hooks/use-plan-sites-editor.ts';
import { type PlanSiteDraft, planTableOf, removalNeedsConfirm, sitesRefusal } from '../plan-site-rows.ts';
import { HiddenColumnsChooser } from './HiddenColumnsChooser.tsx';
import { PlanSitesHeader } from './PlanSitesHeader.tsx';
import { PlanSiteTable } from './PlanSiteTable.tsx';
import { SiteOptionsPanel } from './SiteOptionsPanel.tsx';

export type PlanSitesScreenProps = {
  planId: number | null;
};

const TITLE = 'Plan sites';

/**
 * /add-plan-sites/{plan_id}: the planner's site table of one plan. Key it by the plan. The plan loads through
 * the kit's record loader; its lifecycle (`plan.saveSites`) decides whether the table may be edited.
 */
export function PlanSitesScreen({ planId }: PlanSitesScreenProps) {
  const { load, applyChange } = useRecord(
    fetchPlan,
    planId === null ? null : { params: { plan_id: planId } },
  );
  const handleSaved = useCallback(
    (plan: PlanDetail) => applyChange((record) => ({ ...record, plan })),
    [applyChange],
  );

  useDocumentTitle(
    load.status === 'succeeded' ? [load.record.plan.brief_number, load.record.plan.planName, 'Sites'] : null,
  );
  if (load.status !== 'succeeded') return <PlanLoadState load={load} />;
  const { plan } = load.record;
  return <PlanSitesEditorScreen plan={plan} refusal={sitesRefusal(plan)} onSaved={handleSaved} />;
}

/** The plan sites screen before its plan is there: loading, not found, or failed with Retry. */
function PlanLoadState({ load }: { load: RecordLoadStateProps['load'] }) {
  return (
    <RecordLoadState
      load={load}
      title={TITLE}
      noun="plan"
      notFoundDescription="It may have been deleted, or the link is wrong."
      back={{ href: '/plan', label: 'Back to plans' }}
      fallbackMessage={fetchPlan.errorMessage}
    />
  );
}

type PlanSitesEditorScreenProps = {
  plan: PlanDetail;
  /** The lifecycle's reason when the plan's status does not allow its sites to be edited; null when it does. */
  refusal: string | null;
  onSaved: (plan: PlanDetail) => void;
};

function PlanSitesEditorScreen({ plan, refusal, onSaved }: PlanSitesEditorScreenProps) {
  const editor = usePlanSitesEditor(plan, onSaved);
  const { rows, status } = editor;
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const [pendingRemoval, setPendingRemoval] = useState<string[] | null>(null);
  // Handlers read the latest rows through a ref, so the memoised rows get the same functions every render.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const { remove } = editor;
  // Leaving with unsaved rows (a link, the sidebar, Back, closing the tab) asks first.
  const leaveGuard = useUnsavedChangesGuard(editor.dirty);

  const table = useMemo(() => planTableOf(rows, plan.totals, editor.dirty), [rows, plan, editor.dirty]);
  const inPlan = useMemo(() => new Set(rows.map((row) => row.site_id)), [rows]);

  const requestRemoval = useCallback(
    (keys: string[]) => {
      const chosen = rowsRef.current.filter((row) => keys.includes(row.key));
      if (chosen.length === 0) return;
      if (removalNeedsConfirm(chosen)) setPendingRemoval(keys);
      else {
        remove(keys);
        setSelectedKeys((before) => new Set([...before].filter((key) => !keys.includes(key))));
      }
    },
    [remove],
  );
  const handleRemoveRow = useCallback((key: string) => requestRemoval([key]), [requestRemoval]);
  const handleSelect = useCallback((key: string, selected: boolean) => {
    setSelectedKeys((before) => {
      const next = new Set(before);
      if (selected) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const handleSelectAll = useCallback((selected: boolean) => {
    setSelectedKeys(selected ? new Set(rowsRef.current.map((row) => row.key)) : new Set());
  }, []);
  const handleConfirmRemoval = () => {
    if (pendingRemoval) {
      remove(pendingRemoval);
      setSelectedKeys((before) => new Set([...before].filter((key) => !pendingRemoval.includes(key))));
    }
    setPendingRemoval(null);
  };
  const handleAdd = useCallback((added: PlanSiteDraft[]) => editor.add(added), [editor.add]);

  const readOnly = refusal !== null;
  const busy = status === 'saving';
  const removalCount = pendingRemoval?.length ?? 0;

  return (
    // A flex column rather than a Stack: the dialog and the effect below render nothing in place, which a Stack
    // would still space.
    <Box display="flex" flexDirection="column" gap="xl">
      <PlanSitesHeader plan={plan} />
      {readOnly ? (
        <Callout tone="info" role="status">
          <Inline space="sm" alignY="center">
            <span>{refusal} The sites are shown as they are.</span>
            <Link href={href('/view-plan/{plan_id}', { plan_id: plan.plan_id })}>Open the plan view</Link>
          </Inline>
        </Callout>
      ) : (
        <SiteOptionsPanel
          planId={plan.plan_id}
          brief={{ start: plan.brief_start_date, end: plan.brief_end_date }}
          inPlan={inPlan}
          onAdd={handleAdd}
        />
      )}
      <Card
        title="Sites in the plan"
        actions={
          <HiddenColumnsChooser
            hiddenColumns={editor.hiddenColumns}
            onHiddenColumnsChange={editor.hideColumns}
            readOnly={readOnly || busy}
          />
        }
      >
        <Stack space="lg">
          {editor.failure ? (
            <Callout tone="critical" role="alert">
              {editor.failure}
            </Callout>
          ) : null}
          {rows.length === 0 ? (
            <EmptyState
              title="No site in this plan yet"
              description={readOnly ? undefined : 'Choose sites above and add them to the plan.'}
              headingLevel={3}
            />
          ) : (
            <PlanSiteTable
              table={table}
              errors={editor.errors}
              readOnly={readOnly}
              disabled={busy}
              selectedKeys={selectedKeys}
              onChange={editor.change}
              onRemove={handleRemoveRow}
              onSelect={handleSelect}
              onSelectAll={handleSelectAll}
            />
          )}
          {readOnly ? null : (
            <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="md">
              <Inline space="md" alignY="center">
                <Button
                  variant="secondary"
                  disabled={selectedKeys.size === 0 || busy}
                  onClick={() => requestRemoval([...selectedKeys])}
                >
                  {selectedKeys.size ? `Remove ${selectedKeys.size} selected` : 'Remove selected'}
                </Button>
              </Inline>
              <Inline space="md" alignY="center">
                <span role="status">
                  {editor.dirty ? <StatusBadge tone="caution" label="Unsaved changes" /> : null}
                </span>
                <Button onClick={editor.save} loading={busy} disabled={!editor.dirty && !busy}>
                  Save sites
                </Button>
              </Inline>
            </Box>
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        open={pendingRemoval !== null}
        onOpenChange={(open) => {
          if (!open) setPendingRemoval(null);
        }}
        title={
          removalCount === 1
            ? 'Remove this site from the plan?'
            : `Remove ${removalCount} sites from the plan?`
        }
        description="They leave the plan when you save it."
        confirmLabel={removalCount === 1 ? 'Remove site' : `Remove ${removalCount} sites`}
        tone="danger"
        onConfirm={handleConfirmRemoval}
      />
      <UnsavedChangesDialog
        guard={leaveGuard}
        description="Your changes to this plan's sites are not saved. If you leave now, they are lost."
      />
    </Box>
  );
}
