import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { BriefFileEditor } from '../modules/brief-form/components/BriefFileEditor.tsx';

/** /create-brief-by-file: a new brief from the client's own document. */
export function CreateBriefByFilePage() {
  return (
    <Stack space="xl">
      <PageHeader
        title="Create brief from a file"
        description="Upload the client's brief document and fill in the few fields a file brief needs."
      />
      <BriefFileEditor />
    </Stack>
  );
}
