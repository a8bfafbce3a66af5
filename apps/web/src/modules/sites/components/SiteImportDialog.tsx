import {
  confirmSiteImport,
  downloadSiteImportTemplate,
  errorMessage,
  previewSiteImport,
  type SiteImportRow,
} from '@ooh/api';
// The import's bounds (this dialog is its own lazy chunk).
import { SITE_IMPORT_MAX_BYTES, SITE_IMPORT_MAX_ROWS } from '@ooh/api/contract';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { DataTable } from '@ooh/ui/data-table';
import { Dialog } from '@ooh/ui/dialog';
import { FileUpload } from '@ooh/ui/file-upload';
import { Inline } from '@ooh/ui/inline';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { saveFile } from '../../briefs/save-file.ts';
import { Callout } from '../../kit/callout/Callout.tsx';
import { formatCount } from '../../kit/text/format-count.ts';
import { useRequest } from '../../visual-representation/hooks/use-request.ts';

/** What the file field accepts: CSV and XLSX (the server reads the content again). */
const IMPORT_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv',
  '.xlsx',
];

type Report = { rows: SiteImportRow[]; accepted: number; refused: number };

export type SiteImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After a confirmed import: how many sites were created, and the server's message. */
  onImported: (created: number, message: string) => void;
};

/** The report carried by a refused confirm (409): the same rows, when the server sent them. */
function reportOf(error: unknown): Report | null {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  const rows = data && typeof data === 'object' ? (data as { rows?: unknown }).rows : undefined;
  return Array.isArray(rows) ? (data as Report) : null;
}

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/**
 * Bulk import of sites (docs/domain.md "Bulk import"): choose a CSV or XLSX file in the template's columns, read
 * the preview (every refused row with its reasons), then import all of it or nothing. The templates download
 * here too.
 */
export function SiteImportDialog({ open, onClose, onImported }: SiteImportDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content size="lg">
        {open ? <SiteImportForm onClose={onClose} onImported={onImported} /> : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function SiteImportForm({ onClose, onImported }: Omit<SiteImportDialogProps, 'open'>) {
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const bodyOf = (chosen: File) => {
    const body = new FormData();
    body.append('file', chosen, chosen.name);
    return body;
  };
  const preview = useRequest((chosen: File, signal) =>
    client.upload(previewSiteImport, { body: bodyOf(chosen), signal }),
  );
  const confirm = useRequest(async (chosen: File, signal) => {
    const answer = await client.upload(confirmSiteImport, { body: bodyOf(chosen), signal });
    onImported(answer.created, answer.message);
    return answer;
  });
  const template = useRequest(async (format: 'csv' | 'xlsx', signal) => {
    const { blob, fileName } = await client.download(downloadSiteImportTemplate, {
      params: undefined,
      query: { format },
      signal,
    });
    saveFile(blob, fileName ?? `site-import-template.${format}`);
    return format;
  });

  const refusedByConfirm = confirm.status === 'failed' ? reportOf(confirm.error) : null;
  const report: Report | null =
    refusedByConfirm ?? (preview.status === 'succeeded' ? (preview.data ?? null) : null);
  const refusedRows = report?.rows.filter((row) => row.problems.length > 0) ?? [];
  const busy = preview.status === 'loading' || confirm.status === 'loading';

  const handlePreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setMissing('Choose a CSV or XLSX file of sites.');
      return;
    }
    preview.start(file);
  };

  return (
    <form onSubmit={handlePreview} noValidate>
      <Stack space="md">
        <Dialog.Title>Import sites</Dialog.Title>
        <Dialog.Description>
          {`A CSV or XLSX file in the template's columns, at most ${plural(SITE_IMPORT_MAX_ROWS, 'row')}. The preview lists every row that would be refused and why; the import adds all the rows or none.`}
        </Dialog.Description>
        <Inline space="md" alignY="center">
          <Text size="sm">Templates:</Text>
          <Button size="sm" variant="secondary" onClick={() => template.start('xlsx')}>
            Download the XLSX template
          </Button>
          <Button size="sm" variant="secondary" onClick={() => template.start('csv')}>
            Download the CSV template
          </Button>
        </Inline>
        {template.status === 'failed' ? (
          <Text size="sm" tone="critical">
            {errorMessage(template.error, downloadSiteImportTemplate)}
          </Text>
        ) : null}
        <FileUpload
          label="File of sites"
          accept={IMPORT_TYPES}
          maxSizeBytes={SITE_IMPORT_MAX_BYTES}
          maxFiles={1}
          required
          files={file ? [file] : []}
          onFilesChange={(chosen) => {
            setFile(chosen[0] ?? null);
            setMissing(null);
          }}
          disabled={busy}
          error={missing ?? undefined}
        />
        {preview.status === 'failed' ? (
          <Callout tone="critical" role="alert">
            {errorMessage(preview.error, previewSiteImport)}
          </Callout>
        ) : null}
        {confirm.status === 'failed' ? (
          <Callout tone="critical" role="alert">
            {errorMessage(confirm.error, confirmSiteImport)}
          </Callout>
        ) : null}
        {confirm.status === 'succeeded' && confirm.data ? (
          <Callout tone="info" role="status">
            {`${confirm.data.message} ${plural(confirm.data.created, 'site')} added.`}
          </Callout>
        ) : report ? (
          <ImportReport report={report} refusedRows={refusedRows} />
        ) : null}
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose} disabled={confirm.status === 'loading'}>
            {confirm.status === 'succeeded' ? 'Close' : 'Cancel'}
          </Button>
          {confirm.status === 'succeeded' ? null : report &&
            report.refused === 0 &&
            report.accepted > 0 &&
            file ? (
            <Button loading={confirm.status === 'loading'} onClick={() => confirm.start(file)}>
              {`Import ${plural(report.accepted, 'site')}`}
            </Button>
          ) : (
            <Button type="submit" loading={preview.status === 'loading'}>
              {report ? 'Preview again' : 'Preview'}
            </Button>
          )}
        </Dialog.Footer>
      </Stack>
    </form>
  );
}

function ImportReport({ report, refusedRows }: { report: Report; refusedRows: SiteImportRow[] }) {
  return (
    <Stack space="sm">
      <Box role="status">
        <Inline space="sm" alignY="center">
          <StatusBadge tone="positive" label={`${plural(report.accepted, 'row')} ready`} />
          <StatusBadge
            tone={report.refused > 0 ? 'critical' : 'neutral'}
            label={`${plural(report.refused, 'row')} refused`}
          />
        </Inline>
      </Box>
      {report.refused > 0 ? (
        <>
          <Text size="sm">
            Nothing is imported while a row is refused: correct these rows in the file, then preview it again.
          </Text>
          <DataTable
            label="Refused rows"
            columns={[
              { id: 'row', header: 'Row', align: 'end', cell: (row) => String(row.row) },
              { id: 'code', header: 'Site code', cell: (row) => row.site_code || '—' },
              { id: 'name', header: 'Site name', cell: (row) => row.site_name || '—' },
              {
                id: 'problems',
                header: 'Why it is refused',
                cell: (row) => (
                  <Stack space="xs">
                    {row.problems.map((problem) => (
                      <Text key={problem} size="sm">
                        {problem}
                      </Text>
                    ))}
                  </Stack>
                ),
              },
            ]}
            rows={refusedRows}
            rowKey={(row) => String(row.row)}
          />
        </>
      ) : report.accepted === 0 ? (
        <Text size="sm">The file holds no site rows.</Text>
      ) : (
        <Text size="sm">Every row can be imported.</Text>
      )}
    </Stack>
  );
}
