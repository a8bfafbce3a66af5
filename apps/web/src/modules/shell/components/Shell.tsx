import { logout, type UserData } from '@ooh/api';
import { AppShell } from '@ooh/ui/app-shell';
import { Drawer } from '@ooh/ui/drawer';
import { NavIcon } from '@ooh/ui/icon';
import { Sidebar } from '@ooh/ui/sidebar';
import { TopBar } from '@ooh/ui/top-bar';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { APP_NAME } from '../../../app/RouteFocusEffect.tsx';
import { chooseColorScheme } from '../../../app/use-color-scheme.ts';
import { persistedState } from '../../../state/store.ts';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../kit/media/use-media-query.ts';
import { sidebarFor } from '../../navigation/sidebar.ts';
import { DeferredNotificationEffects } from '../../notifications/components/DeferredNotificationEffects.tsx';
import { LazyNotificationsBadge } from '../../notifications/components/LazyNotificationsBadge.tsx';
import { useSessionActor } from '../../session/SessionContext.tsx';
import { openStorybookTab } from '../open-storybook.ts';

// The own-password dialog (and the strength rules it shows) loads when the user menu asks for it.
const ChangePasswordDialog = lazy(() =>
  import('../../users/components/ChangePasswordDialog.tsx').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

export type ShellProps = {
  user: UserData;
  children: ReactNode;
  /**
   * The top bar's notifications control, placed before the user menu: by default the notifications module's bell
   * with the unread count (a chunk of its own, loaded after sign-in); a slot, so stories and tests can pass another.
   */
  notifications?: ReactNode;
};

/**
 * The layout of every signed-in screen: the role's sidebar, the top bar with the user menu, and the page. On a
 * phone the sidebar is a drawer behind the top bar's menu button, and the page has the whole width (docs/domain.md,
 * "The shell (issue 15)").
 */
export function Shell({ user, children, notifications = <LazyNotificationsBadge /> }: ShellProps) {
  const session = useSessionActor();
  const client = useApiClient();
  const [location, navigate] = useLocation();
  const [changingPassword, setChangingPassword] = useState(false);
  const { sidebar, appearance } = useSnapshot(persistedState);
  const sections = useMemo(() => sidebarFor(user.role, location), [user.role, location]);
  const phone = useMediaQuery(PHONE_QUERY);
  // The drawer is open on the page it was opened on: any navigation closes it, a link of the drawer included.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = phone && drawerOpenAt === location;

  const handleDrawerOpenChange = (open: boolean) => setDrawerOpenAt(open ? location : null);

  const handleSignOut = () => {
    // The server revokes this token (issue 17). The call takes the token as it leaves, before the session forgets
    // it; whatever it answers (or if it never does), the session ends here at once.
    client.call(logout).catch(() => undefined);
    // Navigate first, so the guards do not remember this page as the place to come back to.
    navigate('/login', { replace: true });
    session.send({ type: 'session.signOut' });
  };

  const navigation = phone ? (
    <Drawer.Root open={drawerOpen} onOpenChange={handleDrawerOpenChange}>
      <Drawer.Trigger variant="ghost" size="sm" aria-label="Open the menu">
        <NavIcon name="menu" size="md" />
      </Drawer.Trigger>
      <Drawer.Content placement="start" size="sm">
        <Drawer.Title>{APP_NAME}</Drawer.Title>
        <Sidebar
          label="Main"
          sections={sections}
          collapsed={false}
          placement="drawer"
          onNavigate={() => setDrawerOpenAt(null)}
        />
        <Drawer.CloseTrigger aria-label="Close the menu" />
      </Drawer.Content>
    </Drawer.Root>
  ) : null;

  return (
    <AppShell
      sidebar={
        phone ? undefined : (
          <Sidebar
            label="Main"
            sections={sections}
            collapsed={sidebar.collapsed}
            onCollapsedChange={(next) => {
              persistedState.sidebar.collapsed = next;
            }}
          />
        )
      }
      topBar={
        <TopBar
          title={APP_NAME}
          user={{ name: user.name, roleLabel: user.roleLabel }}
          onSignOut={handleSignOut}
          onChangePassword={() => setChangingPassword(true)}
          onOpenStorybook={() => void openStorybookTab(client)}
          colorScheme={{ value: appearance.colorScheme, onChange: chooseColorScheme }}
          navigation={navigation}
          notifications={notifications}
        />
      }
    >
      <DeferredNotificationEffects />
      {children}
      {changingPassword ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            owner={{ email: user.email, name: user.name }}
            onClose={() => setChangingPassword(false)}
          />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
