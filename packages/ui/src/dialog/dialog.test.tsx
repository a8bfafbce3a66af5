import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import * as Dialog from './dialog';

function EditBrief({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>Edit brief</Dialog.Trigger>
      <Dialog.Content size="sm">
        <Dialog.Title>Edit brief</Dialog.Title>
        <Dialog.Description>Brief 42 from Acme Foods</Dialog.Description>
        <label>
          Campaign name <input name="campaign" />
        </label>
        <Dialog.Footer>
          <Dialog.CloseTrigger>Cancel</Dialog.CloseTrigger>
          <Button>Save</Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('has no axe violations, closed and open', async () => {
    const { container } = render(<EditBrief />);
    await expectNoAxeViolations(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit brief' }));
    // The page behind a modal is aria-hidden while focus is trapped in the dialog; axe would count its
    // (unreachable) buttons as hidden focusable elements, so the open dialog is checked on its own.
    await expectNoAxeViolations(await screen.findByRole('dialog'));
  });

  it('opens a named, described modal dialog and focuses its first field', async () => {
    const user = userEvent.setup();
    const handleOpenChange = vi.fn();
    render(<EditBrief onOpenChange={handleOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit brief' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brief' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Brief 42 from Acme Foods');
    expect(handleOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveFocus());
  });

  it('traps focus, closes on Escape and gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<EditBrief />);
    const trigger = screen.getByRole('button', { name: 'Edit brief' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveFocus());

    // Four tab stops inside: the field, Cancel, Save, Close; the fifth Tab wraps to the field.
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes from the corner Close button and from a footer Cancel', async () => {
    const user = userEvent.setup();
    render(<EditBrief />);
    await user.click(screen.getByRole('button', { name: 'Edit brief' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit brief' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on Escape while not dismissible', async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root defaultOpen dismissible={false}>
        <Dialog.Content>
          <Dialog.Title>Saving</Dialog.Title>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>,
    );
    await screen.findByRole('dialog', { name: 'Saving' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const handleOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog.Root open onOpenChange={handleOpenChange}>
        <Dialog.Content>
          <Dialog.Title>Controlled</Dialog.Title>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>,
    );
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(handleOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(
      <Dialog.Root open={false} onOpenChange={handleOpenChange}>
        <Dialog.Content>
          <Dialog.Title>Controlled</Dialog.Title>
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
