import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { NotificationToaster, notificationToaster, notifyNotification } from './notification-toaster';

afterEach(() => {
  act(() => notificationToaster.remove());
});

describe('NotificationToaster', () => {
  it('shows a notification at the top right: its title as the message, its body as the description', async () => {
    const { container } = render(<NotificationToaster />);
    act(() => {
      notifyNotification({ title: 'Brief accepted', description: 'BR-2026-0001 is ready for a plan.' });
    });
    const popup = await screen.findByRole('status', { name: 'Brief accepted' });
    expect(popup).toHaveAccessibleDescription(expect.stringContaining('BR-2026-0001 is ready for a plan.'));
    const region = screen.getByRole('region', { name: /New notifications/ });
    expect(region).toHaveAttribute('data-placement', 'top-end');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(container);
  });

  it('follows the link with Open, and closes', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<NotificationToaster />);
    act(() => {
      notifyNotification({ title: 'Plan accepted', description: 'Plan A of BR-1', onOpen });
    });
    const popup = await screen.findByRole('status', { name: 'Plan accepted' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup).toHaveAttribute('data-state', 'closed'));
  });

  it('offers no Open without a link, and can be dismissed', async () => {
    const user = userEvent.setup();
    render(<NotificationToaster />);
    act(() => {
      notifyNotification({ title: 'Campaign completed' });
    });
    const popup = await screen.findByRole('status', { name: 'Campaign completed' });
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(popup).toHaveAttribute('data-state', 'closed'));
  });
});
