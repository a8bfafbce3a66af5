import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { expectNoAxeViolations } from '../test/axe';
import { Tooltip } from './tooltip';

function Toolbar() {
  return (
    <div>
      <Tooltip content="Download the plan as a PDF">
        <Button variant="secondary">Export</Button>
      </Tooltip>
      <Tooltip content="Only approved briefs can be planned" placement="bottom">
        <Button disabled>Create plan</Button>
      </Tooltip>
    </div>
  );
}

describe('Tooltip', () => {
  it('has no axe violations, hidden and shown', async () => {
    const user = userEvent.setup();
    const { container } = render(<Toolbar />);
    await expectNoAxeViolations(container);
    await user.tab();
    await screen.findByRole('tooltip');
    await expectNoAxeViolations(document.body);
  });

  it('shows on keyboard focus, describes the trigger, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAccessibleDescription();

    await user.tab();
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Download the plan as a PDF');
    await waitFor(() => expect(button).toHaveAccessibleDescription('Download the plan as a PDF'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).not.toHaveAccessibleDescription();
  });

  it('shows after a short delay on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.hover(screen.getByRole('button', { name: 'Export' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Download the plan as a PDF',
    );
    await user.unhover(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
  });

  it('explains a disabled button on hover', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.hover(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Only approved briefs can be planned',
    );
  });
});
