import { Dialog } from '@ark-ui/react/dialog';
import { type KeyboardEvent, useRef } from 'react';
import { root as buttonRoot } from '../button/button.css';
import { Checkbox } from '../checkbox/checkbox';
import { OverlayPortal } from '../dialog/overlay-portal';
import type { GalleryImage } from './image-gallery';
import * as styles from './image-gallery.css';

export type LightboxProps = {
  /** The gallery's name, the dialog's title. */
  label: string;
  images: GalleryImage[];
  /** The image shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes when it closes: the thumbnail of the image shown last. */
  getThumbnail: (id: string) => HTMLElement | null;
  /** Offers the selection checkbox of the image shown. */
  selectable: boolean;
  selectedIds: Set<string>;
  onSelectedChange: (id: string, selected: boolean) => void;
};

/**
 * One image at a time, full size, in a modal Ark Dialog. Previous and Next (and the arrow keys) wrap around,
 * so the buttons never disable under the keyboard's focus; the counter says where the reader is.
 */
export function Lightbox({
  label,
  images,
  index,
  onIndexChange,
  onClose,
  getThumbnail,
  selectable,
  selectedIds,
  onSelectedChange,
}: LightboxProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  // The image shown last stays on screen while the dialog closes, and its thumbnail takes the focus back.
  const shownIndexRef = useRef(0);
  if (index !== null) shownIndexRef.current = index;
  const shownIndex = Math.min(shownIndexRef.current, images.length - 1);
  const image = images[shownIndex];
  const count = images.length;

  function handleStep(step: 1 | -1) {
    onIndexChange((shownIndex + step + count) % count);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.defaultPrevented || count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      handleStep(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      handleStep(-1);
    }
  }

  return (
    <Dialog.Root
      open={index !== null && image !== undefined}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => nextRef.current}
      finalFocusEl={() => (image ? getThumbnail(image.id) : null)}
      lazyMount
      unmountOnExit
    >
      <OverlayPortal>
        <Dialog.Backdrop className={styles.backdrop()} />
        <Dialog.Positioner className={styles.positioner()}>
          <Dialog.Content className={styles.lightbox()} onKeyDown={handleKeyDown}>
            {image ? (
              <>
                <div className={styles.lightboxHeader()}>
                  <Dialog.Title className={styles.lightboxTitle()}>{label}</Dialog.Title>
                  <p className={styles.counter()} aria-live="polite" aria-atomic="true">
                    {shownIndex + 1} of {count}
                  </p>
                  <Dialog.CloseTrigger className={styles.closeTrigger()} aria-label="Close">
                    <Icon path="M18 6 6 18M6 6l12 12" />
                  </Dialog.CloseTrigger>
                </div>
                <figure className={styles.figure()}>
                  <img className={styles.image()} src={image.src} alt={image.alt} />
                  {image.caption || image.badge ? (
                    <figcaption className={styles.figureCaption()}>
                      {image.caption ? <span>{image.caption}</span> : null}
                      {image.badge ? <span className={styles.badge()}>{image.badge}</span> : null}
                    </figcaption>
                  ) : null}
                </figure>
                <div className={styles.lightboxFooter()}>
                  {count > 1 ? (
                    <button
                      type="button"
                      className={buttonRoot({ variant: 'secondary' })}
                      onClick={() => handleStep(-1)}
                    >
                      <Icon path="M15 18l-6-6 6-6" />
                      Previous
                    </button>
                  ) : (
                    <span />
                  )}
                  {selectable ? (
                    <Checkbox
                      label="Select this photo"
                      checked={selectedIds.has(image.id)}
                      onCheckedChange={(checked) => onSelectedChange(image.id, checked)}
                    />
                  ) : null}
                  {count > 1 ? (
                    <button
                      ref={nextRef}
                      type="button"
                      className={buttonRoot({ variant: 'secondary' })}
                      onClick={() => handleStep(1)}
                    >
                      Next
                      <Icon path="M9 18l6-6-6-6" />
                    </button>
                  ) : (
                    <span />
                  )}
                </div>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </OverlayPortal>
    </Dialog.Root>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      className={styles.icon()}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
