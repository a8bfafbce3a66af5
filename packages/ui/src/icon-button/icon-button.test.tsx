import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { IconButton } from './icon-button';

const icon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" data-testid="icon">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

describe('IconButton', () => {
  it('has no axe violations in every variant and state', async () => {
    const { container } = render(
      <div>
        <IconButton aria-label="Add site" icon={icon} />
        <IconButton aria-label="Edit site" icon={icon} variant="secondary" size="sm" />
        <IconButton aria-label="Close" icon={icon} variant="ghost" disabled />
        <IconButton aria-label="Delete site" icon={icon} variant="danger" loading />
      </div>,
    );
    await expectNoAxeViolations(container);
  });

  it('is named by its aria-label and hides the icon from assistive technology', () => {
    render(<IconButton aria-label="Delete site" icon={icon} variant="danger" />);
    const button = screen.getByRole('button', { name: 'Delete site' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls onClick on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const handleClick = vi.fn();
    render(<IconButton aria-label="Add site" icon={icon} onClick={handleClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add site' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(handleClick).toHaveBeenCalledTimes(3);
  });

  it('submits a form only when told to', () => {
    render(
      <form>
        <IconButton aria-label="Search" icon={icon} type="submit" />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('while loading shows a spinner instead of the icon, is busy and cannot be pressed', async () => {
    const user = userEvent.setup();
    const handleClick = vi.fn();
    render(<IconButton aria-label="Save" icon={icon} loading onClick={handleClick} />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.queryByTestId('icon')).toBeNull();
    await user.click(button);
    expect(handleClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const handleClick = vi.fn();
    render(<IconButton aria-label="Save" icon={icon} disabled onClick={handleClick} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(handleClick).not.toHaveBeenCalled();
  });
});
