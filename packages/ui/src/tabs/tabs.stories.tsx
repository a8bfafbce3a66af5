import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { Matrix, MatrixRow } from '../storybook/matrix';
import { type TabItem, Tabs, type TabsProps } from './tabs';

const briefTabs: TabItem[] = [
  { value: 'pending', label: 'New', count: 7 },
  { value: 'approved', label: 'Approved', count: 1204 },
  { value: 'rejected', label: 'Rejected', count: 0 },
];

function BriefPanel({ status }: { status: string }) {
  if (status === 'rejected') {
    return <EmptyState title="No rejected briefs" description="Briefs you reject are listed here." />;
  }
  return <p>The {status === 'pending' ? 'new' : status} briefs are listed here.</p>;
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Brief status',
    items: briefTabs,
    onValueChange: fn(),
    children: (value: string) => <BriefPanel status={value} />,
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <Matrix>
      <MatrixRow label="with counts" layout="stack">
        <Tabs label="Brief status" items={briefTabs}>
          {(value) => <BriefPanel status={value} />}
        </Tabs>
      </MatrixRow>
      <MatrixRow label="without counts" layout="stack">
        <Tabs
          label="Plan"
          items={[
            { value: 'sites', label: 'Sites' },
            { value: 'pay-orders', label: 'Pay orders' },
            { value: 'history', label: 'History' },
          ]}
        >
          <Tabs.Content value="sites">12 sites on this plan.</Tabs.Content>
          <Tabs.Content value="pay-orders">2 pay orders.</Tabs.Content>
          <Tabs.Content value="history">Created by Kemi on 3 March.</Tabs.Content>
        </Tabs>
      </MatrixRow>
      <MatrixRow label="disabled tab" layout="stack">
        <Tabs
          label="Plan status"
          items={[
            { value: 'inprogress', label: 'In progress', count: 3 },
            { value: 'pending', label: 'Pending', count: 2, disabled: true },
            { value: 'accepted', label: 'Accepted', count: 41 },
          ]}
        >
          {(value) => <p>Plans: {value}</p>}
        </Tabs>
      </MatrixRow>
    </Matrix>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'New, 7' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Pending, 2' })).toBeDisabled();
  },
};

/** The brief list: New, Approved and Rejected with their counts in the tabs' names. */
export const BriefList: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Brief status' })).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel', { name: 'New, 7' })).toHaveTextContent('The new briefs');
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved, 1,204' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('approved');
    await expect(canvas.getByRole('tabpanel', { name: 'Approved, 1,204' })).toHaveTextContent(
      'approved briefs',
    );
  },
};

/** Arrow keys select the next tab, Home and End the first and last; Tab moves into the panel. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('New, 7')).toHaveFocus();
    // Ark moves the focus on the next frame: each step waits for it.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Approved, 1,204')).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tab('Rejected, 0')).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('New, 7')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab('Rejected, 0')).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Rejected, 0' })).toHaveFocus();
  },
};

/** An empty tab shows the empty state in its panel. */
export const Empty: Story = {
  args: { defaultValue: 'rejected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Rejected, 0' })).toHaveTextContent(
      'No rejected briefs',
    );
  },
};

/** The selected tab held by the screen (e.g. from the URL). */
function Controlled(props: TabsProps) {
  const [status, setStatus] = useState('approved');
  return (
    <>
      <Tabs
        {...props}
        value={status}
        onValueChange={(next) => {
          setStatus(next);
          props.onValueChange?.(next);
        }}
      />
      <output>?status={status}</output>
    </>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Approved, 1,204' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Rejected, 0' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('?status=rejected');
  },
};
