import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { OverlayPortal } from '../dialog/overlay-portal';
import { Icon } from '../icon/icon';
import * as menuStyles from '../menu/menu.css';
import * as styles from './top-bar.css';

export type TopBarUser = {
  name: string;
  /** The role as people read it ("Key account manager"), not its code. */
  roleLabel: string;
};

/** The colour scheme the user chose: the device's (`system`), or always light or dark. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

const COLOR_SCHEME_CHOICES: { value: ColorSchemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function isColorSchemeChoice(value: string): value is ColorSchemeChoice {
  return COLOR_SCHEME_CHOICES.some((choice) => choice.value === value);
}

export type TopBarProps = {
  /** The application's name, shown at the start of the bar (left out on a phone, where the page names itself). */
  title?: string;
  user: TopBarUser;
  onSignOut: () => void;
  /** Offers "Change password" in the user menu (the app opens its dialog); left out, the menu has no such item. */
  onChangePassword?: () => void;
  /** Offers "Storybook" in the user menu (the app opens the design system's screens); left out, no such item. */
  onOpenStorybook?: () => void;
  /** The appearance chosen in the user menu; without it the menu offers no appearance. */
  colorScheme?: { value: ColorSchemeChoice; onChange: (value: ColorSchemeChoice) => void };
  /** What opens the navigation where there is no room for the sidebar (a phone): usually a Drawer's trigger. */
  navigation?: ReactNode;
  /** The bar's place for a notifications control (e.g. a bell with the unread count), before the user. */
  notifications?: ReactNode;
};

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The bar above every signed-in page: the app's name, the notifications slot and the user. The user's initials
 * open the user menu (who is signed in, the appearance, Storybook and Change password when offered, Sign out); on a wide screen the name, role and a Sign out
 * button show beside it, on a phone only the initials, so nothing wraps or is clipped.
 */
export function TopBar({
  title,
  user,
  onSignOut,
  onChangePassword,
  onOpenStorybook,
  colorScheme,
  navigation,
  notifications,
}: TopBarProps) {
  const groupId = useId();
  const handleSelect = (value: string) => {
    if (value === 'sign-out') onSignOut();
    else if (value === 'change-password') onChangePassword?.();
    else if (value === 'storybook') onOpenStorybook?.();
  };
  return (
    <header className={styles.root()}>
      {navigation ? <div className={styles.navigation()}>{navigation}</div> : null}
      {title ? <span className={styles.title()}>{title}</span> : null}
      <div className={styles.user()}>
        {notifications ? <div className={styles.notifications()}>{notifications}</div> : null}
        <div className={styles.identity()}>
          <span className={styles.name()}>{user.name}</span>
          <span className={styles.role()}>{user.roleLabel}</span>
        </div>
        <ArkMenu.Root
          onSelect={(details) => handleSelect(details.value)}
          positioning={{ placement: 'bottom-end' }}
          loopFocus
          lazyMount
          unmountOnExit
        >
          {/*
            The initials are drawn by CSS from data-initials: as text they would be the button's visible words,
            which must then be part of its name (WCAG 2.5.3); the name is the user's full name.
          */}
          <ArkMenu.Trigger
            className={styles.avatar()}
            aria-label={`User menu: ${user.name}`}
            data-initials={initialsOf(user.name)}
          />
          <OverlayPortal>
            <ArkMenu.Positioner>
              <ArkMenu.Content className={menuStyles.content()}>
                <div className={styles.menuIdentity()}>
                  <span className={styles.name()}>{user.name}</span>
                  <span className={styles.role()}>{user.roleLabel}</span>
                </div>
                {colorScheme ? (
                  <>
                    <ArkMenu.Separator className={styles.separator()} />
                    <ArkMenu.RadioItemGroup
                      id={groupId}
                      value={colorScheme.value}
                      onValueChange={({ value }) => {
                        if (isColorSchemeChoice(value)) colorScheme.onChange(value);
                      }}
                    >
                      <ArkMenu.ItemGroupLabel className={styles.groupLabel()}>
                        Appearance
                      </ArkMenu.ItemGroupLabel>
                      {COLOR_SCHEME_CHOICES.map((choice) => (
                        <ArkMenu.RadioItem
                          key={choice.value}
                          value={choice.value}
                          closeOnSelect
                          className={menuStyles.item({ tone: 'default' })}
                        >
                          <span className={styles.check()}>
                            <ArkMenu.ItemIndicator>
                              <Icon name="check" size="sm" />
                            </ArkMenu.ItemIndicator>
                          </span>
                          <ArkMenu.ItemText>{choice.label}</ArkMenu.ItemText>
                        </ArkMenu.RadioItem>
                      ))}
                    </ArkMenu.RadioItemGroup>
                  </>
                ) : null}
                <ArkMenu.Separator className={styles.separator()} />
                {onOpenStorybook ? (
                  <ArkMenu.Item value="storybook" className={menuStyles.item({ tone: 'default' })}>
                    <ArkMenu.ItemText>Storybook</ArkMenu.ItemText>
                  </ArkMenu.Item>
                ) : null}
                {onChangePassword ? (
                  <ArkMenu.Item value="change-password" className={menuStyles.item({ tone: 'default' })}>
                    <ArkMenu.ItemText>Change password</ArkMenu.ItemText>
                  </ArkMenu.Item>
                ) : null}
                <ArkMenu.Item value="sign-out" className={menuStyles.item({ tone: 'default' })}>
                  <ArkMenu.ItemText>Sign out</ArkMenu.ItemText>
                </ArkMenu.Item>
              </ArkMenu.Content>
            </ArkMenu.Positioner>
          </OverlayPortal>
        </ArkMenu.Root>
        <span className={styles.signOut()}>
          <Button variant="secondary" size="sm" onClick={onSignOut}>
            Sign out
          </Button>
        </span>
      </div>
    </header>
  );
}
