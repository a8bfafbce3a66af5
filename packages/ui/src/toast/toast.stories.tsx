import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { NotificationToaster, notificationToaster, notifyNotification } from './notification-toaster';
import { notify, Toaster, toaster } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  // The store is shared by every story on the page: start each one without toasts.
  beforeEach: () => {
    toaster.remove();
    notificationToaster.remove();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  // Raised before the Toaster mounts, as when a toast comes while the app starts.
  beforeEach: () => {
    notify.info({ title: 'New brief', description: 'Brief 42 from Acme Foods was created.' });
    notify.success({ title: 'Plan accepted' });
    notify.warning({
      title: 'Push notifications are off',
      description: 'Allow them in the browser settings.',
    });
    notify.error({ title: 'Could not save the plan', description: 'An unknown error occured' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', { name: 'Could not save the plan' })).toBeInTheDocument();
    await expect(await canvas.findByRole('status', { name: 'New brief' })).toBeInTheDocument();
  },
};

function Triggers() {
  return (
    <Matrix>
      <MatrixRow label="notify.*">
        <Button
          variant="secondary"
          onClick={() => notify.info({ title: 'New brief', description: 'Brief 42 was created.' })}
        >
          Info
        </Button>
        <Button variant="secondary" onClick={() => notify.success({ title: 'Plan accepted' })}>
          Success
        </Button>
        <Button variant="secondary" onClick={() => notify.warning({ title: 'Push notifications are off' })}>
          Warning
        </Button>
        <Button variant="secondary" onClick={() => notify.error({ title: 'Could not save the plan' })}>
          Error
        </Button>
      </MatrixRow>
      <Toaster />
    </Matrix>
  );
}

export const ShowAndDismiss: Story = {
  parameters: { layout: 'padded' },
  render: () => <Triggers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    const toast = await canvas.findByRole('status', { name: 'New brief' });
    await expect(toast).toHaveAccessibleDescription('Brief 42 was created.');
    await expect(canvas.getByRole('region', { name: /Notifications/ })).toHaveAttribute(
      'data-placement',
      'bottom-end',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'New brief' })).toBeNull());
  },
};

export const DismissFromKeyboard: Story = {
  parameters: { layout: 'padded' },
  render: () => <Triggers />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const toast = await canvas.findByRole('alert', { name: 'Could not save the plan' });
    // Toasts are focusable; Escape dismisses the focused one.
    toast.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alert', { name: 'Could not save the plan' })).toBeNull());
  },
};

/** A notification as it arrives (live stream or push): top right, under the top bar, with Open for its link. */
export const NotificationPopup: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Matrix>
      <MatrixRow label="notifyNotification">
        <Button
          variant="secondary"
          onClick={() =>
            notifyNotification({
              title: 'Brief accepted',
              description: 'BR-2026-0042 (Summer launch, Indus Beverages) is ready for a plan.',
              onOpen: () => notify.success({ title: 'Opened' }),
            })
          }
        >
          Notification
        </Button>
      </MatrixRow>
      <NotificationToaster />
      <Toaster />
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notification' }));
    const popup = await canvas.findByRole('status', { name: 'Brief accepted' });
    await expect(popup).toHaveAccessibleDescription(expect.stringContaining('BR-2026-0042'));
    await expect(canvas.getByRole('region', { name: /New notifications/ })).toHaveAttribute(
      'data-placement',
      'top-end',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByRole('status', { name: 'Opened' })).toBeInTheDocument();
  },
};
