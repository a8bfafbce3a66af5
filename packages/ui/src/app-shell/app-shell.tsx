import type { MouseEvent, ReactNode } from 'react';
import * as styles from './app-shell.css';

export type AppShellProps = {
  /** Usually a Sidebar; left out on a phone, where the top bar opens it in a drawer. */
  sidebar?: ReactNode;
  /** Usually a TopBar. */
  topBar: ReactNode;
  /** The page, rendered in <main id="main-content">. */
  children: ReactNode;
};

const mainContentId = 'main-content';

export function AppShell({ sidebar, topBar, children }: AppShellProps) {
  // Moves focus explicitly: a bare "#main-content" jump would also be seen by a hash-based router.
  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <div className={styles.root({ withSidebar: Boolean(sidebar) })}>
      <a href={`#${mainContentId}`} className={styles.skipLink()} onClick={handleSkip}>
        Skip to main content
      </a>
      {sidebar ? <div className={styles.sidebar()}>{sidebar}</div> : null}
      <div className={styles.topBar()}>{topBar}</div>
      <main id={mainContentId} tabIndex={-1} className={styles.main()}>
        {children}
      </main>
    </div>
  );
}
