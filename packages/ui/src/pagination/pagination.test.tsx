import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Pagination } from './pagination';

function Notifications({ count, onPageChange }: { count: number; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      count={count}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Pagination page={5} count={200} onPageChange={() => {}} />);
    await expectNoAxeViolations(container);
  });

  it('is a named navigation with the current page marked', () => {
    render(<Pagination page={2} count={35} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2 of 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1 of 4' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('uses pages of ten by default', () => {
    render(<Pagination page={1} count={21} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Page 4/ })).toBeNull();
  });

  it('hides itself when everything fits on one page', () => {
    const { container } = render(
      <>
        <Pagination page={1} count={10} onPageChange={() => {}} />
        <Pagination page={1} count={0} onPageChange={() => {}} />
        <Pagination page={1} pageSize={50} count={45} onPageChange={() => {}} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('changes page with next, previous and a page number', async () => {
    const user = userEvent.setup();
    const handlePageChange = vi.fn();
    render(<Notifications count={95} onPageChange={handlePageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(handlePageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 2 of 10' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 10 of 10' }));
    expect(handlePageChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(handlePageChange).toHaveBeenLastCalledWith(9);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const handlePageChange = vi.fn();
    render(<Notifications count={30} onPageChange={handlePageChange} />);
    // Previous is disabled on the first page, so the first stop is page 1.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1 of 3' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(handlePageChange).toHaveBeenLastCalledWith(2);
  });
});
