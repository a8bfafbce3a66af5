import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import type { ReactNode } from 'react';
import { backdrop } from '../dialog/dialog.css';
import { OverlayPortal } from '../dialog/overlay-portal';
import * as styles from './drawer.css';

// A drawer is a dialog (focus trap, Escape, focus return) laid out as a side sheet: only the panel differs.
export {
  CloseTrigger,
  type CloseTriggerProps,
  Description,
  type DescriptionProps,
  Root,
  type RootProps,
  Title,
  type TitleProps,
  Trigger,
  type TriggerProps,
} from '../dialog/dialog';

export type ContentProps = {
  /** The edge the sheet sits on: `end` (right) for details and filters, `start` (left) for navigation. */
  placement?: styles.DrawerContentVariants['placement'];
  size?: styles.DrawerContentVariants['size'];
  /** Title first, then Description, the body, a Footer, and a CloseTrigger. */
  children: ReactNode;
};

/** The side sheet over a backdrop, full height, portalled at the modal layer. */
export function Content({ placement, size, children }: ContentProps) {
  return (
    <OverlayPortal>
      <ArkDialog.Backdrop className={backdrop()} />
      <ArkDialog.Positioner className={styles.positioner({ placement })}>
        <ArkDialog.Content className={styles.content({ placement, size })}>{children}</ArkDialog.Content>
      </ArkDialog.Positioner>
    </OverlayPortal>
  );
}

export type FooterProps = { children: ReactNode };

/** The sheet's actions, kept at its bottom edge while the content scrolls. */
export function Footer({ children }: FooterProps) {
  return <div className={styles.footer()}>{children}</div>;
}
