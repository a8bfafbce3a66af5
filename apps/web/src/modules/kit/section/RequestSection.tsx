import { type AnyEndpoint, type EndpointResponse, errorMessage } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { ErrorState } from '@ooh/ui/error-state';
import { Heading } from '@ooh/ui/heading';
import { type ReactNode, useId } from 'react';
import type { ApiRequest } from '../../request/use-api-request.ts';

export type RequestSectionProps<E extends AnyEndpoint> = {
  /** The section's heading (level 2), which names the region. */
  title: string;
  /** Where the section's figures come from, and what it answers while they load or once they have. */
  endpoint: E;
  request: ApiRequest<E>;
  /** The failure's heading; "<title> could not be loaded" unless given. */
  failedTitle?: string;
  /** What the section shows when the call has not failed: `data` is undefined while it loads. */
  children: (data: EndpointResponse<E> | undefined, loading: boolean) => ReactNode;
};

/**
 * A titled region of a page fed by one call (the dashboard's queue, charts and figure groups, the analyst's queue):
 * busy while the call runs, an error with Retry when it fails, else what `children` draws of the answer.
 */
export function RequestSection<E extends AnyEndpoint>({
  title,
  endpoint,
  failedTitle,
  children,
  request,
}: RequestSectionProps<E>) {
  const titleId = useId();
  const loading = request.status === 'loading' || request.status === 'idle';
  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="md"
      aria-labelledby={titleId}
      {...(loading ? { 'aria-busy': true } : {})}
    >
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      {request.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title={failedTitle ?? `${title} could not be loaded`}
          message={errorMessage(request.error, endpoint)}
          onRetry={request.retry}
        />
      ) : (
        children(request.data, loading)
      )}
    </Box>
  );
}
