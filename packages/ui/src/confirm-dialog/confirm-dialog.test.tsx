import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Attempt = { resolve: () => void; reject: (message: string) => void };

/** Stands in for the action machine: confirming → submitting (busy) → done (closed) or failed (error). */
function RejectBrief({
  onConfirm,
  requireReason = { label: 'Reason', hint: 'Shown to the client servicing team' },
}: {
  onConfirm: (reason: string | undefined, attempt: Attempt) => void;
  requireReason?: ConfirmDialogProps['requireReason'];
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reject
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
        title="Reject brief 42?"
        description="The planner is told, and the brief moves to Rejected."
        confirmLabel="Reject brief"
        tone="danger"
        requireReason={requireReason}
        busy={busy}
        error={error}
        onConfirm={(reason) => {
          setBusy(true);
          setError(undefined);
          onConfirm(reason, {
            resolve: () => {
              setBusy(false);
              setOpen(false);
            },
            reject: (message) => {
              setBusy(false);
              setError(message);
            },
          });
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('has no axe violations, with a reason, an error and while busy', async () => {
    const props = {
      open: true,
      onOpenChange: () => {},
      title: 'Reject brief 42?',
      description: 'The planner is told.',
      confirmLabel: 'Reject brief',
      tone: 'danger',
      requireReason: { label: 'Reason', hint: 'Shown to the planner' },
      error: 'Cannot reject: this brief is approved.',
      onConfirm: () => {},
    } satisfies ConfirmDialogProps;
    const { rerender } = render(<ConfirmDialog {...props} />);
    await expectNoAxeViolations(await screen.findByRole('alertdialog'));
    rerender(<ConfirmDialog {...props} busy />);
    await expectNoAxeViolations(screen.getByRole('alertdialog'));
  });

  it('is an alertdialog named by its title that focuses Cancel when no reason is asked', async () => {
    const user = userEvent.setup();
    const handleConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete site image?"
        description="It cannot be recovered."
        confirmLabel="Delete"
        tone="danger"
        onConfirm={handleConfirm}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete site image?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be recovered.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(handleConfirm).toHaveBeenCalledWith();
  });

  it('refuses a blank reason with an inline error, then confirms with the trimmed reason', async () => {
    const user = userEvent.setup();
    const handleConfirm = vi.fn();
    render(<RejectBrief onConfirm={handleConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toBeRequired();

    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Reject brief' }));
    expect(handleConfirm).not.toHaveBeenCalled();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      'Shown to the client servicing team Enter a reason to continue.',
    );
    expect(reason).toHaveFocus();

    await user.type(reason, '  Budget moved to Q3 ');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Reject brief' }));
    expect(handleConfirm).toHaveBeenCalledWith('Budget moved to Q3', expect.anything());
  });

  it('shows busy, then the server error, and retries from the keyboard', async () => {
    const user = userEvent.setup();
    const attempts: Attempt[] = [];
    render(<RejectBrief onConfirm={(_reason, attempt) => attempts.push(attempt)} />);
    const trigger = screen.getByRole('button', { name: 'Reject' });
    await user.click(trigger);
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(attempts).toHaveLength(1);

    const confirm = screen.getByRole('button', { name: 'Reject brief' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('Working on it…');
    // Nothing closes it while the request is in flight.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    act(() => attempts[0]?.reject('Cannot reject: this brief is approved.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reject: this brief is approved.');
    expect(confirm).toBeEnabled();
    await waitFor(() => expect(confirm).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(attempts).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => attempts[1]?.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('cancels with Cancel or Escape, and starts empty when opened again', async () => {
    const user = userEvent.setup();
    const handleConfirm = vi.fn();
    render(<RejectBrief onConfirm={handleConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Typo');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('textbox', { name: /Reason/ })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(handleConfirm).not.toHaveBeenCalled();
  });
});
