import { type ReactNode, useRef, useState } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { EmptyState } from '../empty-state/empty-state';
import * as styles from './image-gallery.css';
import { Lightbox } from './lightbox';

export type GalleryImage = {
  id: string;
  src: string;
  /** What the photo shows; names its thumbnail, its checkbox ('Select <alt>') and the full image. */
  alt: string;
  caption?: string;
  /** A status or a flag shown with the photo, e.g. a StatusBadge or 'Taken 230 m from the site'. */
  badge?: ReactNode;
};

export type ImageGalleryProps = {
  /** Names the grid and titles the lightbox ('Site photos'). */
  label: string;
  images: GalleryImage[];
  /** Adds a checkbox to every photo and a 'Select all', for approving or rejecting photos in bulk. */
  selectable?: boolean;
  selectedIds?: Set<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  /** Title of the empty state shown when there are no images. */
  emptyTitle?: string;
};

const noIds: Set<string> = new Set();

/** A responsive grid of thumbnails; a thumbnail opens the photo full size in a lightbox. */
export function ImageGallery({
  label,
  images,
  selectable = false,
  selectedIds = noIds,
  onSelectionChange,
  emptyTitle = 'No photos yet',
}: ImageGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());

  if (images.length === 0) return <EmptyState title={emptyTitle} headingLevel={3} />;

  const selectedCount = images.filter((image) => selectedIds.has(image.id)).length;
  const allSelected = selectedCount === images.length;

  function handleSelectAll(checked: boolean) {
    const next = new Set(selectedIds);
    for (const image of images) {
      if (checked) next.add(image.id);
      else next.delete(image.id);
    }
    onSelectionChange?.(next);
  }

  function handleSelect(id: string, checked: boolean) {
    const next = new Set(selectedIds);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectionChange?.(next);
  }

  return (
    <div className={styles.root()}>
      {selectable ? (
        <div className={styles.toolbar()}>
          <Checkbox
            label="Select all"
            checked={allSelected ? true : selectedCount > 0 ? 'indeterminate' : false}
            onCheckedChange={handleSelectAll}
          />
          <span className={styles.selectedCount()} aria-live="polite">
            {selectedCount} of {images.length} selected
          </span>
        </div>
      ) : null}
      <ul className={styles.grid()} aria-label={label}>
        {images.map((image, index) => {
          const selected = selectable && selectedIds.has(image.id);
          return (
            <li key={image.id} className={styles.item()} data-selected={selected || undefined}>
              {/* First in the tab order, as it is first on screen (over the thumbnail's corner). */}
              {selectable ? (
                <div className={styles.select()}>
                  <Checkbox
                    label={`Select ${image.alt}`}
                    hideLabel
                    checked={selected}
                    onCheckedChange={(checked) => handleSelect(image.id, checked)}
                  />
                </div>
              ) : null}
              <button
                ref={(element) => {
                  if (element) thumbnails.current.set(image.id, element);
                  else thumbnails.current.delete(image.id);
                }}
                type="button"
                className={styles.thumbnail()}
                aria-haspopup="dialog"
                onClick={() => setOpenIndex(index)}
              >
                <img className={styles.thumbnailImage()} src={image.src} alt={image.alt} loading="lazy" />
              </button>
              {image.caption || image.badge ? (
                <div className={styles.meta()}>
                  {image.caption ? <p className={styles.caption()}>{image.caption}</p> : null}
                  {image.badge ? <div className={styles.badge()}>{image.badge}</div> : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Lightbox
        label={label}
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        getThumbnail={(id) => thumbnails.current.get(id) ?? null}
        selectable={selectable}
        selectedIds={selectedIds}
        onSelectedChange={handleSelect}
      />
    </div>
  );
}
