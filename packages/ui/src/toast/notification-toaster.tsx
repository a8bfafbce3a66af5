import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast';
import * as buttonStyles from '../button/button.css';
import { Icon } from '../icon';
import { vars } from '../theme/contract.css';
import { Toaster } from './toast';
import * as styles from './toast.css';

/**
 * Notifications as they arrive (the spec's foreground popup): top right, just under the top bar so it covers neither
 * the user menu nor Sign out, at most three at once. The app's other toasts stay at the bottom end (toast.tsx).
 */
export const notificationToaster = createToaster({
  placement: 'top-end',
  overlap: false,
  gap: 12,
  max: 3,
  offsets: {
    top: `calc(${vars.size.topBarHeight} + ${vars.space.sm})`,
    right: vars.space.lg,
    bottom: vars.space.lg,
    left: vars.space.lg,
  },
  // Alt+T moves to the other toaster.
  hotkey: ['altKey', 'KeyN'],
});

/** How long a notification stays (paused while hovered or focused). */
const NOTIFICATION_DURATION = 8000;

export type NotificationPopupOptions = {
  /** The notification's title: the popup's message. */
  title: string;
  /** The notification's body: the popup's description. */
  description?: string;
  /** One popup per id: a second call with the same id replaces the first instead of stacking. */
  id?: string;
  /** "Open": follows the notification's link. */
  onOpen?: () => void;
};

/** Shows a notification popup at the top right. */
export function notifyNotification({ title, description, id, onOpen }: NotificationPopupOptions) {
  return notificationToaster.create({
    type: 'info',
    title,
    description,
    duration: NOTIFICATION_DURATION,
    ...(id ? { id } : {}),
    ...(onOpen ? { action: { label: 'Open', onClick: onOpen } } : {}),
  });
}

/** Both of the app's toasters: its toasts (bottom end) and the notification popups (top right). Mount once. */
export function Toasters() {
  return (
    <>
      <Toaster />
      <NotificationToaster />
    </>
  );
}

/** Renders the notification popups. Mount it once, beside the app's `Toaster`. */
export function NotificationToaster() {
  return (
    <ArkToaster
      toaster={notificationToaster}
      className={styles.group()}
      style={{ zIndex: vars.zIndex.toast }}
      aria-label="New notifications, top right (Alt+N)"
    >
      {(toast) => (
        <Toast.Root className={styles.root({ type: 'info' })} role="status">
          <NotificationIcon />
          <div className={styles.content()}>
            <Toast.Title className={styles.title()}>{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className={styles.description()}>{toast.description}</Toast.Description>
            ) : null}
            {toast.action ? (
              <div className={styles.actions()}>
                <Toast.ActionTrigger className={buttonStyles.root({ variant: 'secondary', size: 'sm' })}>
                  {toast.action.label}
                </Toast.ActionTrigger>
              </div>
            ) : null}
          </div>
          <Toast.CloseTrigger className={styles.closeTrigger()}>
            <Icon name="close" size="sm" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}

function NotificationIcon() {
  return (
    <svg
      className={styles.indicator({ type: 'info' })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
