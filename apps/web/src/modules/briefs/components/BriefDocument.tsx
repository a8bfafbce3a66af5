import { type BriefAttachment, errorMessage } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDateTime, formatFileSize } from '../format.ts';
import { useBriefDocument } from '../hooks/use-brief-document.ts';
import * as styles from './briefs.css.ts';

/** Spec section 8: "An error occurred while fetching …" when the server's answer carries no message. */
export const DOCUMENT_FETCH_FAILED = 'An error occurred while fetching the brief document';

export type BriefDocumentProps = {
  briefId: number;
  attachment: BriefAttachment;
};

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document (DOCX)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook (XLSX)',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

/** The document of a file brief: previewed when it is a PDF or an image, downloadable whatever its type. */
export function BriefDocument({ briefId, attachment }: BriefDocumentProps) {
  const file = useBriefDocument(briefId, attachment);
  const loading = file.status === 'loading';

  return (
    <Card
      title="Brief document"
      actions={
        <Button variant="secondary" onClick={file.download} loading={loading && !file.preview}>
          Download
        </Button>
      }
    >
      <Stack space="lg">
        <DescriptionList
          columns={[1, 2]}
          items={[
            { term: 'File', description: attachment.file_name },
            { term: 'Type', description: typeNames[attachment.content_type] ?? attachment.content_type },
            { term: 'Size', description: formatFileSize(attachment.size) },
            { term: 'Uploaded', description: formatDateTime(attachment.uploaded_at) },
          ]}
        />
        {file.preview === null ? (
          <Text size="sm" tone="secondary">
            This type of document has no preview: download it to read it.
          </Text>
        ) : null}
        {loading && file.preview ? <LoadingIndicator label="Loading the brief document" /> : null}
        {file.status === 'failed' ? (
          <ErrorState
            headingLevel={3}
            title="The document could not be loaded"
            message={errorMessage(file.error, DOCUMENT_FETCH_FAILED)}
            onRetry={file.retry}
          />
        ) : null}
        {file.url && file.preview === 'pdf' ? (
          <iframe
            className={styles.preview}
            src={file.url}
            title={`Brief document: ${attachment.file_name}`}
          />
        ) : null}
        {file.url && file.preview === 'image' ? (
          <img
            className={styles.previewImage}
            src={file.url}
            alt={`Brief document: ${attachment.file_name}`}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
