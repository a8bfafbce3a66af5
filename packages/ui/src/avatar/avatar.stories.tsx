import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Avatar } from './avatar';

// A photo that needs no network: a gradient portrait placeholder.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="lightsteelblue"/><stop offset="1" stop-color="royalblue"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="18" fill="whitesmoke"/><rect x="18" y="62" width="60" height="34" rx="17" fill="whitesmoke"/></svg>',
  );

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Kemi Adeyemi' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes = ['sm', 'md', 'lg'] as const;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="initials">
        {sizes.map((size) => (
          <Avatar key={size} name="Kemi Adeyemi" size={size} />
        ))}
      </MatrixRow>
      <MatrixRow label="photo">
        {sizes.map((size) => (
          <Avatar key={size} name="Tunde Bakare" src={photo} size={size} />
        ))}
      </MatrixRow>
      <MatrixRow label="one word, no name">
        <Avatar name="Acme" />
        <Avatar name="" />
      </MatrixRow>
      <MatrixRow label="broken photo">
        <Avatar name="Ngozi Okafor" src="data:image/png;base64,broken" />
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizesInPx = canvas
      .getAllByRole('img', { name: 'Kemi Adeyemi' })
      .map((avatar) => avatar.getBoundingClientRect().width);
    await expect(sizesInPx[0]).toBeLessThan(sizesInPx[1] ?? 0);
    await expect(sizesInPx[1]).toBeLessThan(sizesInPx[2] ?? 0);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Ngozi Okafor' })).toHaveTextContent('NO'));
    // The broken photo takes no room (the reset's display: block must not undo `hidden`).
    await expect(canvas.getByAltText('Ngozi Okafor').getBoundingClientRect().width).toBe(0);
  },
};

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kemi Adeyemi' })).toHaveTextContent('KA');
  },
};

/** Once the photo has loaded it replaces the initials; its alt is the name. */
export const WithPhoto: Story = {
  args: { name: 'Tunde Bakare', src: photo, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Tunde Bakare' }).tagName).toBe('IMG'));
    await expect(canvas.queryByText('TB')).not.toBeVisible();
  },
};

/** A photo that fails to load leaves the initials. */
export const BrokenPhoto: Story = {
  args: { name: 'Ngozi Okafor', src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByAltText('Ngozi Okafor')).not.toBeVisible());
    await expect(canvas.getByRole('img', { name: 'Ngozi Okafor' })).toHaveTextContent('NO');
  },
};
