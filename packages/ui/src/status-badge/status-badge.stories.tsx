import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { StatusBadge, type StatusBadgeProps } from './status-badge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { status: 'modification_required' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every lifecycle of the app, status by status, as the screens show them. */
const lifecycles: { domain: string; badges: StatusBadgeProps[] }[] = [
  {
    domain: 'brief',
    badges: [{ status: 'pending', label: 'New' }, { status: 'approved' }, { status: 'rejected' }],
  },
  {
    domain: 'plan',
    badges: [
      { status: 'inprogress' },
      { status: 'pending' },
      { status: 'accepted' },
      { status: 'modification_required' },
      { status: 'modification_pending' },
      { status: 'lost' },
    ],
  },
  { domain: 'pay order', badges: [{ status: 'pending' }, { status: 'accepted' }, { status: 'rejected' }] },
  { domain: 'campaign', badges: [{ status: 'active' }, { status: 'completed' }] },
  { domain: 'execution', badges: [{ status: 'awaitingApproval' }] },
  { domain: 'site image', badges: [{ status: 'pending' }, { status: 'approved' }, { status: 'rejected' }] },
  { domain: 'requested site', badges: [{ status: 'pending' }, { status: 'approved' }] },
  { domain: 'user', badges: [{ status: 'active' }, { status: 'inactive' }, { status: 'deleted' }] },
  { domain: 'unknown', badges: [{ status: 'on_hold' }] },
];

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {lifecycles.map(({ domain, badges }) => (
        <MatrixRow key={domain} label={domain}>
          {badges.map((badge) => (
            <StatusBadge key={badge.status} {...badge} />
          ))}
        </MatrixRow>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Words, not colour alone.
    for (const text of [
      'New',
      'In progress',
      'Modification required',
      'Awaiting approval',
      'Lost',
      'On hold',
    ]) {
      await expect(canvas.getAllByText(text).length).toBeGreaterThan(0);
    }
  },
};

export const ModificationRequired: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Modification required').closest('[data-status]');
    await expect(badge).toHaveAttribute('data-tone', 'modification');
  },
};

/** A pending brief reads New: the screen passes the domain's word. */
export const NewBrief: Story = {
  args: { status: 'pending', label: 'New' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('New').closest('[data-status]');
    await expect(badge).toHaveAttribute('data-tone', 'pending');
  },
};

/** A status the design system does not know yet: neutral, with the status in words. */
export const UnknownStatus: Story = {
  args: { status: 'on_hold' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('On hold').closest('[data-status]');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
  },
};
