import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Link } from './link';
import { LinkProvider } from './link-base';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/briefs/pending', children: 'Pending briefs' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="inline">
        <p>
          Twelve briefs are waiting: see <Link href="/briefs/pending">pending briefs</Link>.
        </p>
      </MatrixRow>
      <MatrixRow label="standalone">
        <Link href="/plans" variant="standalone">
          View all plans
        </Link>
      </MatrixRow>
    </Matrix>
  ),
};

const navigate = fn();

/** A plain click (or Enter) goes through the app's router: LinkProvider's navigate. */
export const RoutedThroughProvider: Story = {
  decorators: [
    (Story) => (
      <LinkProvider navigate={navigate}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Pending briefs' });
    await expect(link).toHaveAttribute('href', '/briefs/pending');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/briefs/pending');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};
