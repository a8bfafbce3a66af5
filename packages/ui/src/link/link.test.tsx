import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Link } from './link';
import { LinkProvider } from './link-base';

function renderWithRouter(ui: React.ReactNode) {
  const navigate = vi.fn();
  render(<LinkProvider navigate={navigate}>{ui}</LinkProvider>);
  return navigate;
}

describe('Link', () => {
  it('has no axe violations in both variants', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/briefs">briefs</Link> or{' '}
        <Link href="/plans" variant="standalone">
          View all plans
        </Link>
      </p>,
    );
    await expectNoAxeViolations(container);
  });

  it('is a real link with its href', () => {
    render(<Link href="/briefs/pending">Pending briefs</Link>);
    expect(screen.getByRole('link', { name: 'Pending briefs' })).toHaveAttribute('href', '/briefs/pending');
  });

  it('sends a plain left click to the router instead of the browser', async () => {
    const user = userEvent.setup();
    const navigate = renderWithRouter(<Link href="/briefs/pending">Pending briefs</Link>);
    const link = screen.getByRole('link', { name: 'Pending briefs' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/briefs/pending');

    await user.click(link);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('follows the link from the keyboard', async () => {
    const user = userEvent.setup();
    const navigate = renderWithRouter(<Link href="/notifications">Notifications</Link>);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/notifications');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
  ])('leaves a %s-click (new tab, new window) to the browser', (_name, modifier) => {
    const navigate = renderWithRouter(<Link href="/briefs">Briefs</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Briefs' }), modifier);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves links to other sites and fragments to the browser', () => {
    const navigate = renderWithRouter(
      <>
        <Link href="https://example.com/">Example</Link>
        <Link href="mailto:ops@example.com">Mail</Link>
        <Link href="#details">Details</Link>
      </>,
    );
    for (const name of ['Example', 'Mail', 'Details']) {
      fireEvent.click(screen.getByRole('link', { name }));
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a LinkProvider lets the browser navigate', () => {
    render(<Link href="/briefs">Briefs</Link>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // happy-dom would try to navigate; stop it after our handler has had its say.
    const link = screen.getByRole('link', { name: 'Briefs' });
    let preventedByLink = true;
    link.addEventListener('click', (event) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    });
    link.dispatchEvent(click);
    expect(preventedByLink).toBe(false);
  });
});
