import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { DescriptionList } from './description-list';

const items = [
  { term: 'Client', description: 'Northwind Beverages' },
  { term: 'Budget', description: 'PKR 12,345,678' },
  { term: 'Status', description: <strong>Approved</strong> },
];

describe('DescriptionList', () => {
  it('has no axe violations', async () => {
    const { container } = render(<DescriptionList items={items} columns={[1, 3]} aria-label="Brief facts" />);
    await expectNoAxeViolations(container);
  });

  it('pairs each term with its description in a <dl>', () => {
    const { container } = render(<DescriptionList items={items} />);
    expect(container.querySelector('dl')).not.toBeNull();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const descriptions = screen.getAllByRole('definition').map((description) => description.textContent);
    expect(terms).toEqual(['Client', 'Budget', 'Status']);
    expect(descriptions).toEqual(['Northwind Beverages', 'PKR 12,345,678', 'Approved']);
    expect(screen.getByText('Budget').nextElementSibling).toHaveTextContent('PKR 12,345,678');
  });
});
