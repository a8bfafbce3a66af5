import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { type ReactElement, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { OverlayPortal } from '../dialog/overlay-portal';
import * as styles from './tooltip.css';

export type TooltipProps = {
  /** A short hint; it describes the trigger (aria-describedby) while shown. */
  content: ReactNode;
  /** The one element the tooltip is about: a button, link or other focusable element. */
  children: ReactElement;
  placement?: 'top' | 'right' | 'bottom' | 'left';
};

// Long enough that moving the pointer across a toolbar does not flash every tooltip; the theme's motion
// durations are for transitions, not for intent.
const openDelay = 500;
const closeDelay = 150;

const focusable = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Shows a hint on hover (after a short delay) and on keyboard focus; Escape hides it. The trigger element is
 * wrapped rather than cloned, because design-system components such as Button take no foreign props; the
 * description is put on the focusable element inside while the tooltip shows. A disabled button keeps its
 * tooltip (the wrapper still gets the pointer), which is where one is most often needed.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const contentId = `${useId()}tooltip`;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLSpanElement>(null);
  useDescribedBy(triggerRef, open ? contentId : undefined);

  return (
    <ArkTooltip.Root
      ids={{ content: contentId }}
      openDelay={openDelay}
      closeDelay={closeDelay}
      positioning={{ placement }}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>
        <span ref={triggerRef} className={styles.trigger()}>
          {children}
        </span>
      </ArkTooltip.Trigger>
      <OverlayPortal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={styles.content()}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </OverlayPortal>
    </ArkTooltip.Root>
  );
}

/** Adds the tooltip's id to the focusable element's aria-describedby while it shows, and takes it back after. */
function useDescribedBy(
  wrapperRef: RefObject<HTMLSpanElement | null>,
  descriptionId: string | undefined,
): void {
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !descriptionId) return;
    const target = wrapper.querySelector<HTMLElement>(focusable);
    if (!target) return;
    const previous = target.getAttribute('aria-describedby');
    target.setAttribute('aria-describedby', previous ? `${previous} ${descriptionId}` : descriptionId);
    return () => {
      if (previous) target.setAttribute('aria-describedby', previous);
      else target.removeAttribute('aria-describedby');
    };
  }, [wrapperRef, descriptionId]);
}
