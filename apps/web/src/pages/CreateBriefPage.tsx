import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { BriefFormEditor } from '../modules/brief-form/components/BriefFormEditor.tsx';

/** /create-brief: a new brief typed into the form. */
export function CreateBriefPage() {
  return (
    <Stack space="xl">
      <PageHeader
        title="Create brief"
        description="The client's campaign, budget and audience. It goes to New for review when created."
      />
      <BriefFormEditor />
    </Stack>
  );
}
