import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { notify, Toaster, toaster } from './toast';

afterEach(() => {
  act(() => toaster.remove());
});

describe('Toast', () => {
  it('has no axe violations with one toast of each type', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      notify.info({ title: 'New brief', description: 'Brief 42 was created.' });
      notify.success({ title: 'Plan accepted' });
      notify.warning({ title: 'Push notifications are off' });
      notify.error({ title: 'Could not save', description: 'Try again.' });
    });
    await screen.findByText('Could not save');
    await expectNoAxeViolations(container);
  });

  it('sits at the bottom end, away from the top bar and its Sign out', async () => {
    render(<Toaster />);
    act(() => notify.success({ title: 'Saved' }));
    await screen.findByRole('status', { name: 'Saved' });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('data-placement', 'bottom-end');
  });

  it('announces a notification with its title and description', async () => {
    render(<Toaster />);
    act(() => notify.info({ title: 'New brief', description: 'Brief 42 was created.' }));
    const toast = await screen.findByRole('status', { name: 'New brief' });
    expect(toast).toHaveAccessibleDescription('Brief 42 was created.');
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveAttribute(
      'data-placement',
      'bottom-end',
    );
  });

  it('announces errors assertively', async () => {
    render(<Toaster />);
    act(() => notify.error({ title: 'Could not save' }));
    expect(await screen.findByRole('alert', { name: 'Could not save' })).toBeInTheDocument();
  });

  it('can be dismissed with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => notify.success({ title: 'Plan accepted' }));
    const toast = await screen.findByRole('status', { name: 'Plan accepted' });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'));
  });

  it('can be dismissed from the keyboard with Escape', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => notify.warning({ title: 'Push notifications are off' }));
    const toast = await screen.findByRole('status', { name: 'Push notifications are off' });
    act(() => toast.focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'));
  });
});
