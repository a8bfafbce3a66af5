import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Box } from './box';

describe('Box', () => {
  it('has no axe violations as a landmark with responsive spacing', async () => {
    const { container } = render(
      <Box as="section" aria-label="Facts" padding={['sm', 'lg']} background="surface" border="subtle">
        <Box as="ul" display="flex" gap="md">
          <Box as="li">One</Box>
          <Box as="li">Two</Box>
        </Box>
      </Box>,
    );
    await expectNoAxeViolations(container);
    expect(screen.getByRole('region', { name: 'Facts' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('turns its props into atomic classes, one per property and breakpoint', () => {
    render(
      <Box id="box" padding={{ mobile: 'sm', desktop: 'xl' }} display="flex">
        content
      </Box>,
    );
    const box = document.getElementById('box');
    // padding is four properties (top, bottom, left, right) at two breakpoints, plus display.
    expect(box?.className.split(' ').filter(Boolean)).toHaveLength(9);
    expect(box).toHaveTextContent('content');
  });

  it('renders a plain div with no class when given no props', () => {
    const { container } = render(<Box>plain</Box>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild).not.toHaveAttribute('class');
  });
});
