import { FocusTrap } from '@ark-ui/react/focus-trap';
import { type ReactNode, useId, useRef } from 'react';
import * as styles from './full-page-state.css';

export type FullPageStateProps = {
  /** An illustration; decorative (give it no text alternative). */
  image?: ReactNode;
  title: string;
  description?: string;
  /** Usually one Button ("Reload"). */
  action?: ReactNode;
};

/**
 * A full-screen panel above everything else (the network overlay). It is a modal alert dialog: focus moves
 * into it (to the action, or the panel) and stays there until it goes away.
 */
export function FullPageState({ image, title, description, action }: FullPageStateProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <FocusTrap
      className={styles.root()}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      ref={panelRef}
      // Without an action there is nothing tabbable: the panel itself takes focus.
      fallbackFocus={() => panelRef.current ?? document.body}
    >
      <div className={styles.content()}>
        {image ? (
          <div className={styles.image()} aria-hidden="true">
            {image}
          </div>
        ) : null}
        <h2 id={titleId} className={styles.title()}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={styles.description()}>
            {description}
          </p>
        ) : null}
        {action ? <div className={styles.action()}>{action}</div> : null}
      </div>
    </FocusTrap>
  );
}
