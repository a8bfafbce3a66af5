import { PageHeader } from '@ooh/ui/page-header';
import { BriefFileEditor } from '../modules/brief-form/components/BriefFileEditor.tsx';
import { page } from '../modules/brief-form/components/brief-form.css.ts';

/** /create-brief-by-file: a new brief from the client's own document. */
export function CreateBriefByFilePage() {
  return (
    <div className={page}>
      <PageHeader
        title="Create brief from a file"
        description="Upload the client's brief document and fill in the few fields a file brief needs."
      />
      <BriefFileEditor />
    </div>
  );
}
