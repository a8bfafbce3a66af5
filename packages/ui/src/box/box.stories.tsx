import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { Box } from './box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', background: 'surface', border: 'subtle', borderRadius: 'md', children: 'A box' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const spaces = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
const surfaces = ['canvas', 'surface', 'raised', 'sunken', 'selected'] as const;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="padding">
        {spaces.map((space) => (
          <Box key={space} padding={space} background="sunken" borderRadius="sm">
            {space}
          </Box>
        ))}
      </MatrixRow>
      <MatrixRow label="background">
        {surfaces.map((surface) => (
          <Box key={surface} padding="md" background={surface} border="subtle" borderRadius="md">
            {surface}
          </Box>
        ))}
      </MatrixRow>
      <MatrixRow label="shadow">
        {(['sm', 'md', 'lg'] as const).map((shadow) => (
          <Box key={shadow} padding="md" background="raised" boxShadow={shadow} borderRadius="md">
            {shadow}
          </Box>
        ))}
      </MatrixRow>
      <MatrixRow label="responsive">
        <Box
          as="section"
          aria-label="Responsive padding"
          padding={['sm', 'lg', 'xl']}
          display="flex"
          flexDirection={['column', 'row']}
          gap="sm"
          background="surface"
          border="strong"
        >
          <span>column on a phone,</span>
          <span>a row from a tablet up</span>
        </Box>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Responsive padding' })).toBeVisible();
    await expect(canvas.getByText('selected')).toBeVisible();
  },
};

export const AsLandmark: Story = {
  args: { as: 'nav', 'aria-label': 'Sections', children: 'Navigation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Sections' })).toHaveTextContent(
      'Navigation',
    );
  },
};
