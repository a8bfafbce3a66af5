import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { TopBar } from './top-bar';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'OOH Back Office',
    user: { name: 'Ada Obi', roleLabel: 'Key account manager' },
    onSignOut: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Matrix>
      <MatrixRow label="with title" layout="stack">
        <TopBar title="OOH Back Office" user={{ name: 'Ada Obi', roleLabel: 'Admin' }} onSignOut={() => {}} />
      </MatrixRow>
      <MatrixRow label="without title" layout="stack">
        <TopBar user={{ name: 'Chinedu Okafor', roleLabel: 'Operation analyst' }} onSignOut={() => {}} />
      </MatrixRow>
    </Matrix>
  ),
};

export const SignOut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveTextContent('Ada Obi');
    await expect(banner).toHaveTextContent('Key account manager');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};
