import { Button } from '../button/button';
import * as styles from './top-bar.css';

export type TopBarUser = {
  name: string;
  /** The role as people read it ("Key account manager"), not its code. */
  roleLabel: string;
};

export type TopBarProps = {
  /** The application's name, shown at the start of the bar. */
  title?: string;
  user: TopBarUser;
  onSignOut: () => void;
};

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function TopBar({ title, user, onSignOut }: TopBarProps) {
  return (
    <header className={styles.root()}>
      {title ? <span className={styles.title()}>{title}</span> : null}
      <div className={styles.user()}>
        <div className={styles.identity()}>
          <span className={styles.name()}>{user.name}</span>
          <span className={styles.role()}>{user.roleLabel}</span>
        </div>
        <span className={styles.avatar()} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </header>
  );
}
