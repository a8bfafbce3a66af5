import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { type TabItem, Tabs, TabsContent } from './tabs';

const briefTabs: TabItem[] = [
  { value: 'pending', label: 'New', count: 7 },
  { value: 'approved', label: 'Approved', count: 1204 },
  { value: 'rejected', label: 'Rejected', count: 0 },
];

function BriefList({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [status, setStatus] = useState('pending');
  return (
    <Tabs
      label="Brief status"
      items={briefTabs}
      value={status}
      onValueChange={(next) => {
        setStatus(next);
        onValueChange?.(next);
      }}
    >
      {(value) => <p>Briefs with status {value}</p>}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('has no axe violations', async () => {
    const { container } = render(<BriefList />);
    await expectNoAxeViolations(container);
  });

  it('names each tab with its count and selects the first by default', () => {
    render(
      <Tabs label="Brief status" items={briefTabs}>
        {(value) => <p>Briefs with status {value}</p>}
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Brief status' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveAccessibleName('New, 7');
    expect(tabs[1]).toHaveAccessibleName('Approved, 1,204');
    expect(tabs[2]).toHaveAccessibleName('Rejected, 0');
    // The badge shows the number.
    expect(within(tabs[1] as HTMLElement).getByText('1,204')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New, 7' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'New, 7' })).toHaveTextContent('Briefs with status pending');
  });

  it('changes tab on click and reports it', async () => {
    const user = userEvent.setup();
    const handleValueChange = vi.fn();
    render(<BriefList onValueChange={handleValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Approved, 1,204' }));
    expect(handleValueChange).toHaveBeenCalledWith('approved');
    expect(screen.getByRole('tab', { name: 'Approved, 1,204' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Briefs with status approved');
  });

  it('moves with the arrow keys, Home and End, and tabs into the panel', async () => {
    const user = userEvent.setup();
    render(<BriefList />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'New, 7' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Approved, 1,204' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Briefs with status approved');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Rejected, 0' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'New, 7' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('skips a disabled tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Plan status"
        items={[
          { value: 'inprogress', label: 'In progress' },
          { value: 'pending', label: 'Pending', disabled: true },
          { value: 'accepted', label: 'Accepted' },
        ]}
      >
        {(value) => <p>Plans {value}</p>}
      </Tabs>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Accepted' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'false');
  });

  it('takes one Content part per tab instead of a render function', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Plan"
        items={[
          { value: 'sites', label: 'Sites' },
          { value: 'history', label: 'History' },
        ]}
      >
        <TabsContent value="sites">12 sites</TabsContent>
        <Tabs.Content value="history">Created by Kemi</Tabs.Content>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Sites' })).toHaveTextContent('12 sites');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Created by Kemi');
  });
});
