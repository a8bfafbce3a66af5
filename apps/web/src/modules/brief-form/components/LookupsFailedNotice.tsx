import { ErrorState } from '@ooh/ui/error-state';

export type LookupsFailedNoticeProps = { onRetry: () => void };

/** Some choice lists did not load: what was typed stays, and Retry asks for the missing lists again. */
export function LookupsFailedNotice({ onRetry }: LookupsFailedNoticeProps) {
  return (
    <ErrorState
      title="Some choices could not be loaded"
      message="Regions, cities, mediums or audience lists are missing. Retry to load them; what you typed stays."
      onRetry={onRetry}
    />
  );
}
