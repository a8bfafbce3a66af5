import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { type ReactNode, useId } from 'react';
import type { ButtonVariants } from '../button/button.css';
import { root as buttonRecipe } from '../button/button.css';
import { Icon } from '../icon';
import * as styles from './dialog.css';
import { OverlayPortal } from './overlay-portal';

export type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `alertdialog` for confirmations: a click outside does not close it, and Cancel gets the focus. */
  role?: 'dialog' | 'alertdialog';
  /**
   * When false, Escape and a click outside do not close the dialog (while a request it started is in flight);
   * its own buttons still can.
   */
  dismissible?: boolean;
  /** The element to focus on opening; by default the first focusable one (Cancel in an alertdialog). */
  initialFocusEl?: () => HTMLElement | null;
  children: ReactNode;
};

/**
 * A modal dialog: focus is trapped inside, Escape closes it, and focus returns to what opened it. Its content is
 * mounted on opening and unmounted on closing, so forms inside start empty each time.
 */
export function Root({
  open,
  defaultOpen,
  onOpenChange,
  role = 'dialog',
  dismissible = true,
  initialFocusEl,
  children,
}: RootProps) {
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      role={role}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible && role === 'dialog'}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      {children}
    </ArkDialog.Root>
  );
}

export type TriggerProps = {
  children: ReactNode;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  disabled?: boolean;
  /** Only for triggers whose visible content does not name them. */
  'aria-label'?: string;
};

/** A button, styled as Button, that opens the dialog (and gets the focus back when it closes). */
export function Trigger({
  children,
  variant = 'secondary',
  size,
  disabled,
  'aria-label': ariaLabel,
}: TriggerProps) {
  return (
    <ArkDialog.Trigger className={buttonRecipe({ variant, size })} disabled={disabled} aria-label={ariaLabel}>
      {children}
    </ArkDialog.Trigger>
  );
}

export type ContentProps = {
  size?: styles.DialogContentVariants['size'];
  /** Title first, then Description, the body, a Footer, and a CloseTrigger. */
  children: ReactNode;
};

/** The dialog panel over a backdrop, portalled above the page at the modal layer. */
export function Content({ size, children }: ContentProps) {
  return (
    <OverlayPortal>
      <ArkDialog.Backdrop className={styles.backdrop()} />
      <ArkDialog.Positioner className={styles.positioner()}>
        <ArkDialog.Content className={styles.content({ size })}>{children}</ArkDialog.Content>
      </ArkDialog.Positioner>
    </OverlayPortal>
  );
}

export type TitleProps = { children: ReactNode };

/** Names the dialog (aria-labelledby). */
export function Title({ children }: TitleProps) {
  return <ArkDialog.Title className={styles.title()}>{children}</ArkDialog.Title>;
}

export type DescriptionProps = { children: ReactNode };

/** Describes the dialog (aria-describedby); read out when it opens. */
export function Description({ children }: DescriptionProps) {
  return <ArkDialog.Description className={styles.description()}>{children}</ArkDialog.Description>;
}

export type CloseTriggerProps = {
  /**
   * Without children: an icon button in the panel's corner named by `aria-label` ('Close'); put it last in
   * Content so that the first field or button gets the focus on opening. With children: a footer button
   * styled as Button (e.g. Cancel), which an alertdialog focuses on opening.
   */
  children?: ReactNode;
  variant?: ButtonVariants['variant'];
  disabled?: boolean;
  'aria-label'?: string;
};

export function CloseTrigger({
  children,
  variant = 'secondary',
  disabled,
  'aria-label': ariaLabel,
}: CloseTriggerProps) {
  // Ark gives every close trigger of a dialog the same id (the one an alertdialog focuses); the corner button
  // takes its own, so a footer Cancel and the corner button can live side by side.
  const iconId = useId();
  if (children !== undefined) {
    return (
      <ArkDialog.CloseTrigger
        className={buttonRecipe({ variant })}
        disabled={disabled}
        aria-label={ariaLabel}
      >
        {children}
      </ArkDialog.CloseTrigger>
    );
  }
  return (
    <ArkDialog.CloseTrigger
      id={iconId}
      className={styles.closeIconTrigger()}
      disabled={disabled}
      aria-label={ariaLabel ?? 'Close'}
    >
      <CloseIcon />
    </ArkDialog.CloseTrigger>
  );
}

export type FooterProps = { children: ReactNode };

/** The dialog's actions, end-aligned: secondary first, the main action last. */
export function Footer({ children }: FooterProps) {
  return <div className={styles.footer()}>{children}</div>;
}

function CloseIcon() {
  return <Icon name="close" size="md" />;
}
