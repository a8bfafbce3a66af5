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
    // The user menu's trigger (the initials) comes first, then Sign out.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'User menu: Ada Obi' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

/** The appearance chosen in the user menu, by keyboard: the menu names the user and ticks the choice. */
export const ChooseAppearance: Story = {
  args: { colorScheme: { value: 'system', onChange: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'User menu: Ada Obi' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await expect(menu).toHaveTextContent('Key account manager');
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.colorScheme?.onChange).toHaveBeenCalledWith('dark');
  },
};
