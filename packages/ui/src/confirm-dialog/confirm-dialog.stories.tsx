import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { OverlayLayer } from '../dialog/overlay-portal';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const rejectBrief = {
  title: 'Reject brief 42?',
  description: 'The client servicing team is told, and the brief moves to Rejected.',
  confirmLabel: 'Reject brief',
  tone: 'danger',
  requireReason: { label: 'Reason', hint: 'Shown to the client servicing team' },
} satisfies Partial<ConfirmDialogProps>;

/** Opens the dialog from a button, as a screen does; confirming calls `onConfirm` and closes it. */
function WithTrigger({
  trigger,
  ...props
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { trigger: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={(reason) => {
          props.onConfirm(reason);
          if (!props.busy && !props.error) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Accept plan 7?',
    description:
      'The client is told that the plan is accepted; the other plans of the brief are marked lost.',
    confirmLabel: 'Accept plan',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  decorators: [
    (Story) => (
      <OverlayLayer>
        <Story />
      </OverlayLayer>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const catalog: { trigger: string; props: Partial<ConfirmDialogProps> }[] = [
  { trigger: 'Default', props: {} },
  { trigger: 'Danger', props: { tone: 'danger', title: 'Delete site image?', confirmLabel: 'Delete' } },
  { trigger: 'With reason', props: rejectBrief },
  { trigger: 'Busy', props: { ...rejectBrief, busy: true } },
  { trigger: 'Failed', props: { ...rejectBrief, error: 'Cannot reject: this brief is approved.' } },
];

/** Every tone and state behind a trigger; the play opens each one and checks what it shows. */
export const Catalog: Story = {
  render: (args) => (
    <Matrix>
      {catalog.map(({ trigger, props }) => (
        <MatrixRow key={trigger} label={trigger.toLowerCase()}>
          <WithTrigger {...args} {...props} trigger={trigger} />
        </MatrixRow>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Busy cannot be cancelled (the Busy story covers it), so the play leaves it closed.
    for (const { trigger, props } of catalog.filter((entry) => !entry.props.busy)) {
      await userEvent.click(canvas.getByRole('button', { name: trigger }));
      const dialog = await canvas.findByRole('alertdialog', { name: props.title ?? 'Accept plan 7?' });
      // It fades in: visible once the animation has started.
      await waitFor(() =>
        expect(
          within(dialog).getByRole('button', { name: props.confirmLabel ?? 'Accept plan' }),
        ).toBeVisible(),
      );
      if (props.error) await expect(within(dialog).getByRole('alert')).toBeVisible();
      if (props.requireReason)
        await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toBeRequired();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    }
  },
};

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Accept plan 7?' });
    await expect(dialog).toHaveAccessibleDescription(/the other plans of the brief are marked lost/);
    // The safe choice has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept plan' }));
    await expect(args.onConfirm).toHaveBeenCalledWith();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete site image?',
    description: 'The photo is removed from the site and cannot be recovered.',
    confirmLabel: 'Delete',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Delete site image?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

export const RequiredReason: Story = {
  args: rejectBrief,
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Reject brief 42?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());

    // Confirming without a reason is refused, with the message under the field.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject brief' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByText('Enter a reason to continue.')).toBeVisible());
    await expect(reason).toHaveFocus();

    await userEvent.keyboard('Budget moved to Q3');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Budget moved to Q3');
  },
};

export const Busy: Story = {
  args: { ...rejectBrief, busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Reject brief 42?' });
    await expect(within(dialog).getByRole('button', { name: 'Reject brief' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Working on it…');
  },
};

export const Failed: Story = {
  args: { ...rejectBrief, error: 'Cannot reject: this brief is approved.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Reject brief 42?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Cannot reject: this brief is approved.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Reject brief' })).toBeEnabled();
  },
};

/**
 * The whole reject flow against a fake server that refuses the first attempt: confirming → submitting → failed
 * → retry → done, from the keyboard; the focus comes back to the list's Reject button.
 */
function RejectFlow({ onConfirm }: { onConfirm: (reason?: string) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const attempts = useRef(0);
  const handleConfirm = (reason?: string) => {
    onConfirm(reason);
    attempts.current += 1;
    const fails = attempts.current === 1;
    setBusy(true);
    setError(undefined);
    setTimeout(() => {
      setBusy(false);
      if (fails) setError('The server did not answer. Try again.');
      else setOpen(false);
    }, 400);
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Reject
      </Button>
      <ConfirmDialog
        {...rejectBrief}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(undefined);
        }}
        busy={busy}
        error={error}
        onConfirm={handleConfirm}
      />
    </>
  );
}

export const RejectWithRetry: Story = {
  args: { open: false },
  render: (args) => <RejectFlow onConfirm={args.onConfirm} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Reject' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Reject brief 42?' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus());
    await userEvent.keyboard('Duplicate of brief 41');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const confirm = within(dialog).getByRole('button', { name: 'Reject brief' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server did not answer.');
    await waitFor(() => expect(confirm).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).toHaveBeenLastCalledWith('Duplicate of brief 41');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
