import { errorMessage, fetchMailOutbox, type OutboxMessage } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { Button } from '@ooh/ui/button';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Pagination } from '@ooh/ui/pagination';
import { Skeleton } from '@ooh/ui/skeleton';
import { Stack } from '@ooh/ui/stack';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import { formatDateTime } from '../../briefs/format.ts';
import { formatCount } from '../../kit/text/format-count.ts';
import { MultilineText } from '../../kit/text/MultilineText.tsx';
import { useApiRequest } from '../../request/use-api-request.ts';

export const OUTBOX_PAGE_SIZE = 10;

type Outcome = 'sent' | 'kept' | 'failed';

/** What became of a message: sent through SMTP, failed (with why), or kept because no SMTP server is configured. */
export function outcomeOf(message: Pick<OutboxMessage, 'sent_at' | 'error'>): Outcome {
  if (message.error) return 'failed';
  return message.sent_at ? 'sent' : 'kept';
}

const OUTCOMES: Record<Outcome, { label: string; tone: 'positive' | 'critical' | 'neutral' }> = {
  sent: { label: 'Sent', tone: 'positive' },
  kept: { label: 'Kept (no mail server)', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'critical' },
};

/** The first link of the app in a message's body (a password-set link), for the Copy button. */
export function linkIn(body: string): string | null {
  return /https?:\/\/\S+\/set-password\?token=[^\s]+/.exec(body)?.[0] ?? null;
}

function OutboxCard({ message }: { message: OutboxMessage }) {
  const outcome = OUTCOMES[outcomeOf(message)];
  const link = linkIn(message.body);
  const handleCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success({ title: 'Link copied', description: message.recipient });
    } catch {
      notify.error({
        title: 'The link could not be copied',
        description: 'Select it in the message instead.',
      });
    }
  };
  return (
    <Card
      title={message.subject}
      headingLevel={3}
      actions={
        link ? (
          <Button size="sm" variant="secondary" onClick={handleCopy}>
            Copy link
          </Button>
        ) : undefined
      }
    >
      <Stack space="md">
        <DescriptionList
          columns={[1, 3]}
          items={[
            { term: 'To', description: message.recipient },
            { term: 'Written', description: formatDateTime(message.created_at) },
            {
              term: 'Outcome',
              description: (
                <Inline space="xs" alignY="center">
                  <StatusBadge tone={outcome.tone} label={outcome.label} />
                  {message.sent_at ? (
                    <Text size="sm" tone="secondary" as="span">
                      {formatDateTime(message.sent_at)}
                    </Text>
                  ) : null}
                </Inline>
              ),
            },
          ]}
        />
        {message.error ? <Text size="sm" tone="critical">{`Why it failed: ${message.error}`}</Text> : null}
        <Box padding="md" background="canvas" borderRadius="md" border="subtle">
          <Text size="sm">
            <MultilineText>{message.body}</MultilineText>
          </Text>
        </Box>
      </Stack>
    </Card>
  );
}

/**
 * The mail outbox (admins; docs/domain.md "People management screens"): every message the server wrote, newest
 * first, with its recipient, subject, time, outcome and body, so a demo admin can copy a password-set link when
 * no mail server is configured.
 */
export function MailOutbox() {
  const [page, setPage] = useState(1);
  const outbox = useApiRequest(fetchMailOutbox, { initial: { query: { page, limit: OUTBOX_PAGE_SIZE } } });
  const changePage = (next: number) => {
    setPage(next);
    outbox.start({ query: { page: next, limit: OUTBOX_PAGE_SIZE } });
  };
  const data = outbox.data;

  if (outbox.status === 'failed' && !data)
    return (
      <ErrorState
        headingLevel={3}
        title="The mail outbox could not be loaded"
        message={errorMessage(outbox.error, fetchMailOutbox)}
        onRetry={outbox.retry}
      />
    );
  if (!data)
    return (
      <Box as="section" aria-label="Mail outbox" aria-busy display="flex" flexDirection="column" gap="md">
        <LoadingIndicator label="Loading the mail outbox" />
        <Skeleton shape="text" width="lg" />
        <Skeleton shape="text" width="full" />
      </Box>
    );
  if (data.total === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No mail yet"
        description="Messages the server writes (password links for new users) appear here."
      />
    );
  return (
    <Stack space="lg">
      <Inline space="md" alignY="center">
        <Text size="sm" tone="secondary">
          {`${formatCount(data.total)}${data.totalCapped ? '+' : ''} ${data.total === 1 && !data.totalCapped ? 'message' : 'messages'}, newest first`}
        </Text>
        {outbox.status === 'loading' ? <LoadingIndicator label="Loading the mail outbox" size="sm" /> : null}
        <Button size="sm" variant="secondary" onClick={() => changePage(page)}>
          Refresh
        </Button>
      </Inline>
      <Stack as="ul" space="lg" aria-label="Mail outbox">
        {data.messages.map((message) => (
          <OutboxCard key={message.id} message={message} />
        ))}
      </Stack>
      {data.total > OUTBOX_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={OUTBOX_PAGE_SIZE}
          count={data.total}
          onPageChange={changePage}
          label="Mail outbox pages"
        />
      ) : null}
    </Stack>
  );
}
