import type { ReactNode } from 'react';
import { callout } from './callout.css.ts';

export type CalloutProps = {
  /** critical: a save that failed; info: why a screen is read-only. */
  tone: 'critical' | 'info';
  /** alert for a failure the user must know at once; status for a polite note. */
  role: 'alert' | 'status';
  children: ReactNode;
};

/** A message about the whole form or screen, on its tone's tinted surface (both themes). */
export function Callout({ tone, role, children }: CalloutProps) {
  return (
    <div role={role} className={callout({ tone })}>
      {children}
    </div>
  );
}
