import { type BriefKind, parseId } from '@ooh/api';
import { briefUpdateHref } from '@ooh/api/routes';
import { Box } from '@ooh/ui/box';
import { ErrorState } from '@ooh/ui/error-state';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Redirect } from 'wouter';
import { useBriefToUpdate } from '../hooks/use-brief-to-update.ts';
import { BriefFileEditor } from './BriefFileEditor.tsx';
import { BriefFormEditor } from './BriefFormEditor.tsx';
import { BriefUpdateNotice } from './BriefUpdateNotice.tsx';

export type BriefUpdateScreenProps = {
  /** The route's `brief_id`, as written in the address. */
  briefId: string | undefined;
  /** Which editor this route is: a brief of the other kind is sent to its own update route. */
  kind: BriefKind;
  title: string;
};

/** The update screens: load the brief, then its editor, read-only when the brief machine refuses the update. */
export function BriefUpdateScreen({ briefId, kind, title }: BriefUpdateScreenProps) {
  const id = parseId(briefId);
  if (id === null) {
    return (
      <Stack space="xl">
        <PageHeader title={title} />
        <BriefNotFound message="There is no brief at this address." />
      </Stack>
    );
  }
  return <LoadedBriefUpdate id={id} kind={kind} title={title} />;
}

function BriefNotFound({ message }: { message: string }) {
  return (
    <Stack space="xl">
      <ErrorState title="Brief not found" message={message} />
      <Link href="/brief">Back to briefs</Link>
    </Stack>
  );
}

function LoadedBriefUpdate({ id, kind, title }: { id: number; kind: BriefKind; title: string }) {
  const loaded = useBriefToUpdate(id);
  if (loaded.status === 'loaded' && loaded.brief.kind !== kind) {
    return <Redirect to={briefUpdateHref({ id, kind: loaded.brief.kind })} replace />;
  }
  const brief = loaded.status === 'loaded' ? loaded.brief : null;
  return (
    // A flex column rather than a Stack: the update notice renders nothing for most briefs, which a Stack would
    // still space.
    <Box display="flex" flexDirection="column" gap="xl">
      <PageHeader
        title={title}
        description={
          brief ? `${brief.brief_number} · ${brief.campaign_name} · ${brief.client_name}` : undefined
        }
      />
      {loaded.status === 'loading' ? <LoadingIndicator label="Loading the brief" /> : null}
      {loaded.status === 'notFound' ? <BriefNotFound message={loaded.message} /> : null}
      {loaded.status === 'failed' ? (
        <ErrorState title="The brief could not be loaded" message={loaded.message} onRetry={loaded.retry} />
      ) : null}
      {loaded.status === 'loaded' ? (
        <>
          <BriefUpdateNotice brief={loaded.brief} refusal={loaded.refusal} resubmits={loaded.resubmits} />
          {kind === 'file' ? (
            <BriefFileEditor brief={loaded.brief} readOnly={!loaded.editable} resubmits={loaded.resubmits} />
          ) : (
            <BriefFormEditor brief={loaded.brief} readOnly={!loaded.editable} resubmits={loaded.resubmits} />
          )}
        </>
      ) : null}
    </Box>
  );
}
