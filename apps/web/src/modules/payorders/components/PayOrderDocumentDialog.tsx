import { downloadPayOrderDocument, errorMessage, type PayOrderItem } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { DescriptionList } from '@ooh/ui/description-list';
import { Dialog } from '@ooh/ui/dialog';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDate, formatFileSize } from '../../briefs/format.ts';
import { usePayOrderDocument } from '../hooks/use-pay-order-document.ts';
import { formatAmount } from '../money.ts';
import * as styles from './payorders.css.ts';

export type PayOrderDocumentDialogProps = {
  /** The pay order whose document to show; the dialog is open while there is one. */
  payOrder: PayOrderItem | null;
  onClose: () => void;
};

/** The client's pay order document, previewed (PDF or image) beside the figures recorded from it. */
export function PayOrderDocumentDialog({ payOrder, onClose }: PayOrderDocumentDialogProps) {
  return (
    <Dialog.Root open={payOrder !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="lg">
        {payOrder ? <DocumentBody payOrder={payOrder} /> : null}
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Mounted while the dialog is open: the document is fetched once per opening. */
function DocumentBody({ payOrder }: { payOrder: PayOrderItem }) {
  const file = usePayOrderDocument(payOrder);
  const name = payOrder.document.file_name;
  return (
    <Stack space="md">
      <Dialog.Title>{`Pay order ${payOrder.po_number}`}</Dialog.Title>
      <Dialog.Description>{`${payOrder.brief_number} · ${payOrder.campaign_name} · ${payOrder.client_name}`}</Dialog.Description>
      <DescriptionList
        columns={[1, 2]}
        items={[
          { term: 'Amount', description: formatAmount(payOrder.amount) },
          { term: 'PO date', description: formatDate(payOrder.po_date) },
          { term: 'File', description: `${name} (${formatFileSize(payOrder.document.size)})` },
        ]}
      />
      {file.status === 'loading' ? <LoadingIndicator label="Loading the pay order document" /> : null}
      {file.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title="The document could not be loaded"
          message={errorMessage(file.error, downloadPayOrderDocument.errorMessage)}
          onRetry={file.retry}
        />
      ) : null}
      {file.preview === null ? (
        <Text size="sm" tone="secondary">
          This type of document has no preview: download it to read it.
        </Text>
      ) : null}
      {file.url && file.preview === 'pdf' ? (
        <iframe className={styles.preview} src={file.url} title={`Pay order document: ${name}`} />
      ) : null}
      {file.url && file.preview === 'image' ? (
        <img className={styles.previewImage} src={file.url} alt={`Pay order document: ${name}`} />
      ) : null}
      <Dialog.Footer>
        <Button variant="secondary" onClick={file.download} disabled={file.status !== 'succeeded'}>
          Download
        </Button>
      </Dialog.Footer>
    </Stack>
  );
}
