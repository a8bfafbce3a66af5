import { PageHeader } from '@ooh/ui/page-header';
import { BriefFormEditor } from '../modules/brief-form/components/BriefFormEditor.tsx';
import { page } from '../modules/brief-form/components/brief-form.css.ts';

/** /create-brief: a new brief typed into the form. */
export function CreateBriefPage() {
  return (
    <div className={page}>
      <PageHeader
        title="Create brief"
        description="The client's campaign, budget and audience. It goes to New for review when created."
      />
      <BriefFormEditor />
    </div>
  );
}
