import {
  type AnyEndpoint,
  createCity,
  createMedium,
  createSecRange,
  deleteCity,
  deleteMedium,
  deleteSecRange,
  errorMessage,
  fetchCities,
  fetchMediums,
  fetchRegions,
  fetchSecRanges,
  fieldErrors,
  updateCity,
  updateMedium,
  updateSecRange,
} from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Dialog } from '@ooh/ui/dialog';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { PageHeader } from '@ooh/ui/page-header';
import { RadioGroup } from '@ooh/ui/radio-group';
import { Stack } from '@ooh/ui/stack';
import { TextField } from '@ooh/ui/text-field';
import { Textarea } from '@ooh/ui/textarea';
import { notify } from '@ooh/ui/toast';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../api/ApiClientContext.tsx';
import { Callout } from '../kit/callout/Callout.tsx';
import { ConfirmCallDialog } from '../kit/confirm-call/ConfirmCallDialog.tsx';
import { useDocumentTitle } from '../kit/record/use-document-title.ts';
import { useApiRequest } from '../request/use-api-request.ts';

/**
 * Lookup administration (issue 16; docs/domain.md "Lookup administration"): the admin's list of mediums, SEC ranges
 * or cities, with add, edit and delete. The server decides every refusal (a name taken, an entry in use) and its
 * message is shown where the action was taken: in the form, or in the delete confirmation.
 */

export type LookupKind = 'medium' | 'secRange' | 'city';

/** One row of any of the three lists, as the form edits it. */
export interface LookupRow {
  id: number;
  name: string;
  kind?: 'conventional' | 'digital';
  description?: string;
  region_id?: number;
  region_name?: string;
}

interface KindConfig {
  title: string;
  description: string;
  noun: string;
  list: AnyEndpoint;
  create: AnyEndpoint;
  update: AnyEndpoint;
  remove: AnyEndpoint;
  columns: DataTableColumn<LookupRow>[];
}

const KINDS: Record<LookupKind, KindConfig> = {
  medium: {
    title: 'Mediums',
    description: 'The kinds of media the inventory is made of. A digital medium’s sites carry slot data.',
    noun: 'medium',
    list: fetchMediums,
    create: createMedium,
    update: updateMedium,
    remove: deleteMedium,
    columns: [
      { id: 'name', header: 'Name', cell: (row) => row.name },
      { id: 'kind', header: 'Kind', cell: (row) => (row.kind === 'digital' ? 'Digital' : 'Conventional') },
    ],
  },
  secRange: {
    title: 'SEC ranges',
    description: 'Socio-economic classes that sites reach and briefs target.',
    noun: 'SEC range',
    list: fetchSecRanges,
    create: createSecRange,
    update: updateSecRange,
    remove: deleteSecRange,
    columns: [
      { id: 'name', header: 'Name', cell: (row) => row.name },
      { id: 'description', header: 'Description', cell: (row) => row.description || '—' },
    ],
  },
  city: {
    title: 'Cities',
    description: 'Cities by region. Moving a city to another region moves its sites with it.',
    noun: 'city',
    list: fetchCities,
    create: createCity,
    update: updateCity,
    remove: deleteCity,
    columns: [
      { id: 'name', header: 'City', cell: (row) => row.name },
      { id: 'region', header: 'Region', cell: (row) => row.region_name ?? '' },
    ],
  },
};

type Editing = { mode: 'add' } | { mode: 'edit'; row: LookupRow } | null;

export function LookupAdminScreen({ kind }: { kind: LookupKind }) {
  const config = KINDS[kind];
  useDocumentTitle([config.title]);
  const list = useApiRequest(config.list, { initial: {} });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LookupRow | null>(null);
  const rows = ((list.data as { data?: LookupRow[] } | undefined)?.data ?? []) as LookupRow[];

  const columns: DataTableColumn<LookupRow>[] = [
    ...config.columns,
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <Inline space="sm" align="right">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing({ mode: 'edit', row })}
            aria-label={`Edit ${row.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDeleting(row)}
            aria-label={`Delete ${row.name}`}
          >
            Delete
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <Stack space="lg">
      <PageHeader
        title={config.title}
        description={config.description}
        actions={<Button onClick={() => setEditing({ mode: 'add' })}>{`Add ${config.noun}`}</Button>}
      />
      {list.status === 'failed' && list.data === undefined ? (
        <ErrorState
          title={`The ${config.title.toLowerCase()} could not be loaded`}
          message={errorMessage(list.error, config.list)}
          onRetry={list.retry}
        />
      ) : (
        <DataTable
          label={config.title}
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.id)}
          rowLabel={(row) => row.name}
          loading={list.data === undefined}
          empty={
            <EmptyState
              title={`No ${config.title.toLowerCase()} yet`}
              description={`Add the first ${config.noun}.`}
            />
          }
        />
      )}
      {editing ? (
        <LookupForm
          kind={kind}
          config={config}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notify.success({ title: message });
            list.start({});
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteLookup
          config={config}
          row={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            notify.success({ title: message });
            list.start({});
          }}
        />
      ) : null}
    </Stack>
  );
}

function LookupForm({
  kind,
  config,
  editing,
  onClose,
  onSaved,
}: {
  kind: LookupKind;
  config: KindConfig;
  editing: Exclude<Editing, null>;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const client = useApiClient();
  const row = editing.mode === 'edit' ? editing.row : undefined;
  const [name, setName] = useState(row?.name ?? '');
  const [mediumKind, setMediumKind] = useState<'conventional' | 'digital' | null>(row?.kind ?? null);
  const [description, setDescription] = useState(row?.description ?? '');
  const [regionId, setRegionId] = useState<string | null>(row?.region_id ? String(row.region_id) : null);
  const regions = useApiRequest(fetchRegions, { initial: {}, enabled: kind === 'city' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = row ? `Edit ${row.name}` : `Add ${config.noun}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = `Enter the ${config.noun} name`;
    if (kind === 'medium' && !mediumKind) local.kind = 'Choose the kind';
    if (kind === 'city' && !regionId) local.region_id = 'Choose the region';
    setErrors(local);
    if (Object.keys(local).length) return;
    const body =
      kind === 'medium'
        ? { name, kind: mediumKind }
        : kind === 'secRange'
          ? { name, description }
          : { name, region_id: Number(regionId) };
    setBusy(true);
    setError(undefined);
    try {
      const endpoint = row ? config.update : config.create;
      const call = client.call as (e: AnyEndpoint, o: object) => Promise<{ message: string }>;
      const answer = await call(endpoint, row ? { params: { id: row.id }, body } : { body });
      onSaved(answer.message);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setError(errorMessage(failure, row ? config.update : config.create));
    } finally {
      setBusy(false);
    }
  };

  const regionItems = (regions.data?.data ?? []).map((region) => ({
    value: String(region.id),
    label: region.name,
  }));
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())} dismissible={!busy}>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <form onSubmit={submit} noValidate>
          <Stack space="md">
            {error ? (
              <Callout tone="critical" role="alert">
                {error}
              </Callout>
            ) : null}
            <TextField
              label="Name"
              name="name"
              value={name}
              onValueChange={setName}
              error={errors.name}
              required
              maxLength={kind === 'secRange' ? 50 : 100}
            />
            {kind === 'medium' ? (
              <RadioGroup
                orientation="horizontal"
                label="Kind"
                name="kind"
                items={[
                  { value: 'conventional', label: 'Conventional' },
                  { value: 'digital', label: 'Digital' },
                ]}
                value={mediumKind}
                onValueChange={(value) => setMediumKind(value as 'conventional' | 'digital')}
                error={errors.kind}
                required
              />
            ) : null}
            {kind === 'secRange' ? (
              <Textarea
                label="Description"
                name="description"
                value={description}
                onValueChange={setDescription}
                error={errors.description}
              />
            ) : null}
            {kind === 'city' ? (
              <RadioGroup
                label="Region"
                name="region_id"
                items={regionItems}
                value={regionId}
                onValueChange={setRegionId}
                error={errors.region_id}
                hint={regions.data ? undefined : 'Loading regions…'}
                required
              />
            ) : null}
            <Inline space="sm" align="right">
              <Dialog.CloseTrigger disabled={busy}>Cancel</Dialog.CloseTrigger>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : row ? 'Save' : `Add ${config.noun}`}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DeleteLookup({
  config,
  row,
  onClose,
  onDeleted,
}: {
  config: KindConfig;
  row: LookupRow;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  return (
    <ConfirmCallDialog
      title={`Delete ${row.name}?`}
      description={`The ${config.noun} is removed for good. It cannot be deleted while sites, locations or briefs use it.`}
      confirmLabel="Delete"
      call={(api) => {
        const call = api.call as (e: AnyEndpoint, o: object) => Promise<{ message: string }>;
        return call(config.remove, { params: { id: row.id } });
      }}
      fallback={config.remove.errorMessage}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
