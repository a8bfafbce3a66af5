import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../box/box';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { tones } from '../theme/tokens';
import { Text } from './text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Twelve sites are waiting for approval.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="size" layout="stack">
        {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <Text key={size} size={size}>{`Size ${size}: the quick brown fox`}</Text>
        ))}
      </MatrixRow>
      <MatrixRow label="weight" layout="stack">
        {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
          <Text key={weight} weight={weight}>{`Weight ${weight}`}</Text>
        ))}
      </MatrixRow>
      <MatrixRow label="tone" layout="stack">
        {(['primary', 'secondary', ...tones] as const).map((tone) => (
          <Text key={tone} tone={tone}>{`Tone ${tone}`}</Text>
        ))}
      </MatrixRow>
      <MatrixRow label="tone on surfaces" layout="stack">
        {(['surface', 'sunken', 'canvas'] as const).map((surface) => (
          <Box key={surface} padding="sm" background={surface}>
            {tones.map((tone) => (
              <Text key={tone} as="span" tone={tone} size="sm">{`${tone} on ${surface} `}</Text>
            ))}
          </Box>
        ))}
      </MatrixRow>
      <MatrixRow label="truncate" layout="stack">
        <Box maxWidth="fullPageContent">
          <Text truncate>
            A very long site name that cannot fit on one line of this narrow box, Main Boulevard near the Mall
          </Text>
        </Box>
      </MatrixRow>
      <MatrixRow label="numeric" layout="stack">
        <Text numeric align="right">
          PKR 1,204,000
        </Text>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const truncated = canvas.getByText(/A very long site name/);
    // Cut on screen, whole in the DOM.
    await expect(truncated.scrollWidth).toBeGreaterThan(truncated.clientWidth);
    await expect(truncated).toHaveTextContent('near the Mall');
  },
};

export const Paragraph: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Twelve sites are waiting for approval.');
    await expect(text.tagName).toBe('P');
  },
};
