import type { StaffRole } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { homeFor } from '../sidebar.ts';

export type WayBackProps = {
  role: StaffRole;
};

/**
 * The way out of a page that has nothing for the reader (no access, not available yet): back to where they came
 * from, or to their role's home page, named as the sidebar names it.
 */
export function WayBack({ role }: WayBackProps) {
  const home = homeFor(role);
  // A page opened in a new tab has nowhere to go back to: only the home link is offered then.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Inline space="lg" alignY="center">
      {canGoBack ? (
        <Button variant="secondary" onClick={() => window.history.back()}>
          Back
        </Button>
      ) : null}
      <Link href={home.path} variant="standalone">
        Go to {home.label}
      </Link>
    </Inline>
  );
}
