import { addDesignLink, addHighresLink, type Brief, createPlanName, parseId } from '@ooh/api';
import { briefReviewHref } from '@ooh/api/routes';
import { Card } from '@ooh/ui/card';
import { Column, Columns } from '@ooh/ui/columns';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { notify } from '@ooh/ui/toast';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import { AcceptedPlanNote } from '../../plan-lists/components/AcceptedPlanNote.tsx';
import { useBrief } from '../hooks/use-brief.ts';
import { BriefFacts } from './BriefFacts.tsx';
import { BriefLinkForm } from './BriefLinkForm.tsx';
import { BriefLoadState } from './BriefLoadState.tsx';
import { BriefPlans } from './BriefPlans.tsx';

export type BriefDetailsProps = {
  briefId: string | undefined;
};

/** A brief with its plans and its artwork links (design and high-res). */
export function BriefDetails({ briefId }: BriefDetailsProps) {
  const { load, applyChange } = useBrief(parseId(briefId));
  const permissions = usePermissions();

  useDocumentTitle(load.status === 'succeeded' ? [load.brief.brief_number, load.brief.campaign_name] : null);
  if (load.status !== 'succeeded') return <BriefLoadState load={load} title="Brief details" />;
  const { brief, plans } = load;
  const review = briefReviewHref(brief);

  const handleLinkSaved = (saved: Brief, message: string) => {
    applyChange({ design_link: saved.design_link, highres_link: saved.highres_link });
    notify.success({ title: message, description: `${brief.brief_number} · ${brief.campaign_name}` });
  };

  return (
    <Stack space="lg">
      <PageHeader
        title={`Brief ${brief.brief_number}`}
        description={`${brief.client_name} · ${brief.campaign_name}`}
        actions={
          permissions.mayOpen(review) ? (
            <Link href={review} variant="standalone">
              Open the review
            </Link>
          ) : null
        }
      />
      <Columns space="lg" collapseBelow="desktop">
        <Column>
          <Card title="Brief">
            <BriefFacts brief={brief} variant="summary" />
          </Card>
        </Column>
        <Column>
          <Card title="Links">
            <Stack space="lg">
              <BriefLinkForm
                key={`design-${brief.design_link ?? ''}`}
                kind="design"
                brief={brief}
                editable={permissions.mayCall(addDesignLink)}
                onSaved={handleLinkSaved}
              />
              <BriefLinkForm
                key={`highres-${brief.highres_link ?? ''}`}
                kind="highres"
                brief={brief}
                editable={permissions.mayCall(addHighresLink)}
                onSaved={handleLinkSaved}
              />
            </Stack>
          </Card>
        </Column>
      </Columns>
      <Card title="Plans">
        <Stack space="md">
          {/* One accepted plan per brief (docs/domain.md): said before anyone starts a plan that can never be. */}
          {brief.accepted_plan && permissions.mayCall(createPlanName) ? (
            <AcceptedPlanNote plan={brief.accepted_plan} />
          ) : null}
          <BriefPlans briefId={brief.id} plans={plans} permissions={permissions} />
        </Stack>
      </Card>
    </Stack>
  );
}
