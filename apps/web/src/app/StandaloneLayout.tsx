import type { ReactNode } from 'react';
import { standaloneContent, standaloneMain } from './layout.css.ts';

export type StandaloneLayoutProps = {
  children: ReactNode;
};

export function StandaloneLayout({ children }: StandaloneLayoutProps) {
  return (
    <main id="main-content" tabIndex={-1} className={standaloneMain}>
      <div className={standaloneContent}>{children}</div>
    </main>
  );
}
