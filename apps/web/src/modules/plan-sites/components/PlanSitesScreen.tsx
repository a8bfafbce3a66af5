import { errorMessage, fetchPlan, type PlanDetail } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Skeleton } from '@ooh/ui/skeleton';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useRecord } from '../../kit/record/use-record.ts';
import { usePlanSitesEditor } from '../hooks/use-plan-sites-editor.ts';
import { type PlanSiteDraft, planTableOf, removalNeedsConfirm, sitesRefusal } from '../plan-site-rows.ts';
import { HiddenColumnsChooser } from './HiddenColumnsChooser.tsx';
import { PlanSitesHeader } from './PlanSitesHeader.tsx';
import { PlanSiteTable } from './PlanSiteTable.tsx';
import * as styles from './plan-sites.css.ts';
import { SiteOptionsPanel } from './SiteOptionsPanel.tsx';
import { UnsavedChangesEffect } from './UnsavedChangesEffect.tsx';

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

  if (load.status === 'notFound') return <PlanNotFound />;
  if (load.status === 'loading') {
    return (
      <div className={styles.page}>
        <PageHeader title={TITLE} />
        <section aria-label="Plan" aria-busy="true" className={styles.stack}>
          <LoadingIndicator label="Loading the plan" />
          <Skeleton shape="text" width="lg" />
          <Skeleton shape="text" width="full" />
          <Skeleton shape="text" width="md" />
        </section>
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className={styles.page}>
        <PageHeader title={TITLE} />
        <ErrorState
          title="The plan could not be loaded"
          message={errorMessage(load.error, fetchPlan)}
          onRetry={load.retry}
        />
      </div>
    );
  }
  const { plan } = load.record;
  return <PlanSitesEditorScreen plan={plan} refusal={sitesRefusal(plan)} onSaved={handleSaved} />;
}

function PlanNotFound() {
  return (
    <div className={styles.page}>
      <PageHeader title={TITLE} />
      <EmptyState
        title="Plan not found"
        description="It may have been deleted, or the link is wrong."
        action={
          <Link href="/plan" variant="standalone">
            Back to plans
          </Link>
        }
      />
    </div>
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
    <div className={styles.page}>
      <PlanSitesHeader plan={plan} />
      {readOnly ? (
        <p className={styles.notice} role="status">
          {refusal} The sites are shown as they are.
          <Link href={href('/view-plan/{plan_id}', { plan_id: plan.plan_id })}>Open the plan view</Link>
        </p>
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
        <div className={styles.stack}>
          {editor.failure ? (
            <p role="alert" className={styles.alert}>
              {editor.failure}
            </p>
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
            <div className={styles.spread}>
              <div className={styles.row}>
                <Button
                  variant="secondary"
                  disabled={selectedKeys.size === 0 || busy}
                  onClick={() => requestRemoval([...selectedKeys])}
                >
                  {selectedKeys.size ? `Remove ${selectedKeys.size} selected` : 'Remove selected'}
                </Button>
              </div>
              <div className={styles.row}>
                <span role="status">
                  {editor.dirty ? <span className={styles.unsaved}>Unsaved changes</span> : null}
                </span>
                <Button onClick={editor.save} loading={busy} disabled={!editor.dirty && !busy}>
                  Save sites
                </Button>
              </div>
            </div>
          )}
        </div>
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
      <UnsavedChangesEffect dirty={editor.dirty} />
    </div>
  );
}
