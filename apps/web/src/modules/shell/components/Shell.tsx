import type { UserData } from '@ooh/api';
import { AppShell } from '@ooh/ui/app-shell';
import { Sidebar } from '@ooh/ui/sidebar';
import { TopBar } from '@ooh/ui/top-bar';
import { type ReactNode, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { APP_NAME } from '../../../app/RouteFocusEffect.tsx';
import { persistedState } from '../../../state/store.ts';
import { sidebarFor } from '../../navigation/sidebar.ts';
import { PushMessagesEffect } from '../../push/components/PushMessagesEffect.tsx';
import { useSessionActor } from '../../session/SessionContext.tsx';

export type ShellProps = {
  user: UserData;
  children: ReactNode;
};

/** The layout of every signed-in screen: the role's sidebar, the top bar with the user, and the page. */
export function Shell({ user, children }: ShellProps) {
  const session = useSessionActor();
  const [location, navigate] = useLocation();
  const { sidebar } = useSnapshot(persistedState);
  const sections = useMemo(() => sidebarFor(user.role, location), [user.role, location]);

  const handleCollapsedChange = (collapsed: boolean) => {
    persistedState.sidebar.collapsed = collapsed;
  };

  const handleSignOut = () => {
    // Navigate first, so the guards do not remember this page as the place to come back to.
    navigate('/login', { replace: true });
    session.send({ type: 'session.signOut' });
  };

  return (
    <AppShell
      sidebar={
        <Sidebar
          label="Main"
          sections={sections}
          collapsed={sidebar.collapsed}
          onCollapsedChange={handleCollapsedChange}
        />
      }
      topBar={
        <TopBar
          title={APP_NAME}
          user={{ name: user.name, roleLabel: user.roleLabel }}
          onSignOut={handleSignOut}
        />
      }
    >
      <PushMessagesEffect />
      {children}
    </AppShell>
  );
}
