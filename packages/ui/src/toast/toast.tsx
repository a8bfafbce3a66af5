import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast';
import type { ReactNode } from 'react';
import { Icon } from '../icon';
import { vars } from '../theme/contract.css';
import * as styles from './toast.css';

/**
 * The app's one toast store: bottom right (bottom, full width less the margins, on a phone), at most five at once.
 * Not top right: there they covered the top bar's user menu and Sign out; at the bottom end no control of the
 * shell sits (docs/domain.md, "The shell (issue 15)").
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  overlap: false,
  // Pixels between stacked toasts: Ark computes offsets from it in JavaScript, so it cannot be a CSS variable.
  gap: 12,
  max: 5,
});

export type NotifyOptions = {
  title: string;
  description?: string;
};

const errorDuration = 8000;

/** Shows a toast. Errors stay longer and are announced assertively. */
export const notify = {
  info: ({ title, description }: NotifyOptions) => toaster.create({ type: 'info', title, description }),
  success: ({ title, description }: NotifyOptions) => toaster.create({ type: 'success', title, description }),
  warning: ({ title, description }: NotifyOptions) => toaster.create({ type: 'warning', title, description }),
  error: ({ title, description }: NotifyOptions) =>
    toaster.create({ type: 'error', title, description, duration: errorDuration }),
};

const toastTypes = ['info', 'success', 'warning', 'error'] as const;
type ToastType = (typeof toastTypes)[number];

function toToastType(type: string | undefined): ToastType {
  return toastTypes.find((known) => known === type) ?? 'info';
}

/**
 * Renders the toasts of `toaster`. Mount it once, near the root of the app. Toasts raised before it mounts, or
 * any time after, show; one raised from a passive effect (useEffect) in the very commit that mounts it is lost
 * in Chromium, because Ark subscribes to the store a microtask later (seen in Storybook).
 */
export function Toaster() {
  return (
    // Ark puts the group at the maximum z-index inline; the theme's toast layer keeps it under full-page states.
    <ArkToaster toaster={toaster} className={styles.group()} style={{ zIndex: vars.zIndex.toast }}>
      {(toast) => {
        const type = toToastType(toast.type);
        return (
          <Toast.Root className={styles.root({ type })} role={type === 'error' ? 'alert' : 'status'}>
            <ToastIcon type={type} />
            <div className={styles.content()}>
              <Toast.Title className={styles.title()}>{toast.title}</Toast.Title>
              {toast.description ? (
                <Toast.Description className={styles.description()}>{toast.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.CloseTrigger className={styles.closeTrigger()}>
              <Icon name="close" size="sm" />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </ArkToaster>
  );
}

const iconPaths: Record<ToastType, ReactNode> = {
  info: <path d="M12 16v-5M12 8h.01" />,
  success: <path d="m8 12 3 3 5-6" />,
  warning: <path d="M12 8v5M12 16h.01" />,
  error: <path d="m15 9-6 6M9 9l6 6" />,
};

function ToastIcon({ type }: { type: ToastType }) {
  return (
    <svg
      className={styles.indicator({ type })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      {iconPaths[type]}
    </svg>
  );
}
