import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { FullPageState } from './full-page-state';

function NoConnectionImage() {
  return (
    <svg
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 24a34 34 0 0 1 48 0M16 32a22 22 0 0 1 32 0M24 40a10 10 0 0 1 16 0" />
      <circle cx="32" cy="48" r="3" fill="currentColor" />
      <path d="M10 10l44 44" />
    </svg>
  );
}

const handleReload = fn();

const meta = {
  title: 'Feedback/FullPageState',
  component: FullPageState,
  parameters: { layout: 'fullscreen' },
  args: {
    image: <NoConnectionImage />,
    title: 'Network Issue',
    description: 'It looks like you are not connected to internet. Check your network',
    action: <Button onClick={handleReload}>Reload</Button>,
  },
} satisfies Meta<typeof FullPageState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One full-screen panel covers the others, so the catalog is the network overlay with every part. */
export const Catalog: Story = {};

export const NetworkOverlay: Story = {
  play: async ({ canvasElement }) => {
    handleReload.mockClear();
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('alertdialog', { name: 'Network Issue' });
    await expect(dialog).toHaveAccessibleDescription(
      'It looks like you are not connected to internet. Check your network',
    );
    const reload = canvas.getByRole('button', { name: 'Reload' });
    await waitFor(() => expect(reload).toHaveFocus());
    // Focus stays in the dialog.
    await userEvent.tab();
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(handleReload).toHaveBeenCalledOnce();
  },
};

export const WithoutAction: Story = {
  args: {
    title: 'Scheduled maintenance',
    description: 'Back at 06:00.',
    action: undefined,
    image: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Scheduled maintenance' });
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};
