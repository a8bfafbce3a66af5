import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider } from '../link/link-base';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { tones } from '../theme/tokens';
import { StatCard } from './stat-card';

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  args: { label: 'Pending briefs', value: 12, href: '/briefs/pending', tone: 'caution' },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="tones (links)" layout="grid">
        {tones.map((tone, index) => (
          <StatCard
            key={tone}
            label={`${tone} count`}
            value={(index + 1) * 7}
            tone={tone}
            href={`/${tone}`}
          />
        ))}
      </MatrixRow>
      <MatrixRow label="not a link" layout="grid">
        <StatCard label="Active campaigns" value={3} tone="info" description="Running today" />
        <StatCard label="Completed campaigns" value="1,204" tone="neutral" />
      </MatrixRow>
      <MatrixRow label="loading" layout="grid">
        <StatCard label="Approved plans" value={0} tone="positive" href="/plans/approved" loading />
        <StatCard label="Lost plans" value={0} tone="critical" loading />
      </MatrixRow>
    </Matrix>
  ),
};

const navigate = fn();

export const AsLink: Story = {
  args: { value: 1250, description: 'Waiting for review' },
  decorators: [
    (Story) => (
      <LinkProvider navigate={navigate}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: /Pending briefs\s*1,250/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/briefs/pending');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Pending briefs\s*Loading/ });
    await expect(link).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { label: 'Rejected briefs', value: 0, tone: 'critical', href: '/briefs/rejected' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /Rejected briefs\s*0/ }),
    ).toBeInTheDocument();
  },
};
