import type { UserData } from '@ooh/api';
import { AppShell } from '@ooh/ui/app-shell';
import { Sidebar } from '@ooh/ui/sidebar';
import { TopBar } from '@ooh/ui/top-bar';
import { type ReactNode, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { APP_NAME } from '../../../app/RouteFocusEffect.tsx';
import { persistedState } from '../../../state/store.ts';
import { PHONE_QUERY, useMediaQuery } from '../../kit/media/use-media-query.ts';
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
  // On a phone the sidebar is its icon rail unless opened, and it closes again on the next page: expanded beside
  // the content it left the page a column a few words wide. The desk's own choice is kept (persisted) apart.
  const phone = useMediaQuery(PHONE_QUERY);
  const [phoneOpenAt, setPhoneOpenAt] = useState<string | null>(null);
  const collapsed = phone ? phoneOpenAt !== location : sidebar.collapsed;

  const handleCollapsedChange = (next: boolean) => {
    if (phone) setPhoneOpenAt(next ? null : location);
    else persistedState.sidebar.collapsed = next;
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
          collapsed={collapsed}
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
