import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { ICON_NAMES, Icon } from './icon';
import { NAV_ICON_NAMES, NavIcon } from './nav-icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'close', size: 'sm' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      {(['sm', 'md'] as const).map((size) => (
        <MatrixRow key={size} label={size}>
          {ICON_NAMES.map((name) => (
            <Icon key={name} name={name} size={size} />
          ))}
        </MatrixRow>
      ))}
      {(['sm', 'md'] as const).map((size) => (
        <MatrixRow key={`nav-${size}`} label={`nav ${size}`}>
          {NAV_ICON_NAMES.map((name) => (
            <NavIcon key={name} name={name} size={size} />
          ))}
        </MatrixRow>
      ))}
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(icons).toHaveLength((ICON_NAMES.length + NAV_ICON_NAMES.length) * 2);
    // Decorative: nothing of an icon reaches the accessibility tree; the control around it is named.
    for (const svg of icons) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
