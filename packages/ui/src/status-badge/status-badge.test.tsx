import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { tones } from '../theme/tokens';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('has no axe violations in any tone', async () => {
    const { container } = render(
      <div>
        {tones.map((tone) => (
          <StatusBadge key={tone} tone={tone} label={`A ${tone} status`} />
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it.each(tones)('shows the label in words on the %s tone', (tone) => {
    render(<StatusBadge tone={tone} label="Modification required" />);
    const badge = screen.getByText('Modification required').closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveTextContent('Modification required');
  });

  it('shows the domain word it is given: a pending brief reads New', () => {
    render(<StatusBadge tone="caution" label="New" />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).toBeNull();
  });
});
