import { Portal } from '@ark-ui/react/portal';
import { createContext, type ReactNode, type RefObject, useContext, useMemo, useState } from 'react';
import * as styles from './overlay-portal.css';

const OverlayContainerContext = createContext<RefObject<HTMLElement | null> | undefined>(undefined);

/**
 * Where every overlay of the design system (Dialog, Drawer, Menu, Popover, Tooltip) is portalled: the
 * document's body, unless an OverlayLayer above says otherwise.
 */
export function OverlayPortal({ children }: { children: ReactNode }) {
  const container = useContext(OverlayContainerContext);
  return <Portal container={container}>{children}</Portal>;
}

/**
 * Portals the overlays opened inside it into a layer of its own, right after its children. Storybook uses it so
 * that the test-runner's axe check, which looks inside the story's root only, also sees open overlays.
 */
export function OverlayLayer({ children }: { children: ReactNode }) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const container = useMemo(() => ({ current: layer }), [layer]);
  // The children wait for the layer: an overlay open from the start would otherwise be portalled to the body
  // first, and a modal dialog would hide the layer (as "the rest of the page") from assistive technology.
  return (
    <OverlayContainerContext value={container}>
      {layer ? children : null}
      <div ref={setLayer} className={styles.layer()} />
    </OverlayContainerContext>
  );
}
