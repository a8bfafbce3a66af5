import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { type GalleryImage, ImageGallery } from './image-gallery';

const pixel = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/%3E';

const photos: GalleryImage[] = [
  { id: 'p1', src: pixel, alt: 'North face, day', caption: 'Installed 3 May' },
  { id: 'p2', src: pixel, alt: 'North face, night', badge: 'Taken 230 m from the site' },
  { id: 'p3', src: pixel, alt: 'South face, day', caption: 'Installed 4 May', badge: 'Pending' },
];

function SelectableGallery({
  initial = [],
  onSelectionChange,
}: {
  initial?: string[];
  onSelectionChange?: (ids: Set<string>) => void;
}) {
  const [selectedIds, setSelectedIds] = useState(new Set(initial));
  return (
    <ImageGallery
      label="Site photos"
      images={photos}
      selectable
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        setSelectedIds(ids);
        onSelectionChange?.(ids);
      }}
    />
  );
}

describe('ImageGallery', () => {
  it('has no axe violations with selection, captions and badges', async () => {
    const { container } = render(<SelectableGallery initial={['p2']} />);
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with the lightbox open', async () => {
    const user = userEvent.setup();
    render(<SelectableGallery />);
    await user.click(screen.getByRole('button', { name: 'North face, night' }));
    // The gallery behind the modal is aria-hidden while focus is trapped in the lightbox; axe would count its
    // buttons as focusable inside aria-hidden, so the dialog itself is checked.
    await expectNoAxeViolations(await screen.findByRole('dialog', { name: 'Site photos' }));
  });

  it('is a named list of thumbnails, each a button named by its photo', () => {
    render(<ImageGallery label="Site photos" images={photos} />);
    const list = screen.getByRole('list', { name: 'Site photos' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('button', { name: 'North face, day' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(within(items[1]!).getByText('Taken 230 m from the site')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens the lightbox on a thumbnail, with the full image, caption, counter and focus on Next', async () => {
    const user = userEvent.setup();
    render(<ImageGallery label="Site photos" images={photos} />);
    await user.click(screen.getByRole('button', { name: 'South face, day' }));

    const dialog = await screen.findByRole('dialog', { name: 'Site photos' });
    expect(within(dialog).getByRole('img', { name: 'South face, day' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Installed 4 May')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus());
  });

  it('steps through the photos with Previous, Next and the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<ImageGallery label="Site photos" images={photos} />);
    await user.click(screen.getByRole('button', { name: 'North face, day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Site photos' });
    const shown = () => within(dialog).getByRole('img').getAttribute('alt');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('North face, night');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('South face, day');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('North face, day');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('South face, day');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(shown()).toBe('North face, night');
  });

  it('opens from the keyboard, and Escape closes it with focus back on the thumbnail of the photo shown', async () => {
    const user = userEvent.setup();
    render(<ImageGallery label="Site photos" images={photos} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'North face, day' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Site photos' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'North face, day' })).toHaveFocus());
    expect(dialog).not.toBeInTheDocument();

    // After moving on in the lightbox, focus lands on the thumbnail of the photo it closed on.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'North face, night' })).toHaveFocus());
  });

  it('has no Previous and Next for a single photo', async () => {
    const user = userEvent.setup();
    render(<ImageGallery label="Site photos" images={photos.slice(0, 1)} />);
    await user.click(screen.getByRole('button', { name: 'North face, day' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it('selects photos one by one, with a Select all that is indeterminate when some are selected', async () => {
    const user = userEvent.setup();
    const handleSelectionChange = vi.fn();
    render(<SelectableGallery onSelectionChange={handleSelectionChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select North face, night' }));
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['p2']));
    expect(selectAll).toBePartiallyChecked();
    expect(screen.getByText('1 of 3 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select North face, night' }).closest('li')).toHaveAttribute(
      'data-selected',
    );

    await user.click(selectAll);
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['p2', 'p1', 'p3']));
    expect(selectAll).toBeChecked();

    // Keyboard: Space toggles the focused checkbox.
    await user.keyboard(' ');
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set());
    screen.getByRole('checkbox', { name: 'Select South face, day' }).focus();
    await user.keyboard(' ');
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['p3']));
    // Selecting never opens the lightbox.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts with a partial selection shown on Select all', () => {
    render(<SelectableGallery initial={['p1']} />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Select North face, day' })).toBeChecked();
  });

  it('selects the photo shown from inside the lightbox', async () => {
    const user = userEvent.setup();
    const handleSelectionChange = vi.fn();
    render(<SelectableGallery onSelectionChange={handleSelectionChange} />);
    await user.click(screen.getByRole('button', { name: 'South face, day' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select this photo' }));
    expect(handleSelectionChange).toHaveBeenLastCalledWith(new Set(['p3']));
    expect(within(dialog).getByRole('checkbox', { name: 'Select this photo' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('checkbox', { name: 'Select this photo' })).not.toBeChecked();
  });

  it('shows an empty state when there are no photos', () => {
    render(<ImageGallery label="Site photos" images={[]} selectable emptyTitle="No photos uploaded yet" />);
    expect(screen.getByRole('heading', { name: 'No photos uploaded yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
