import { acceptPayOrder, fetchBriefsAwaitingPayOrder, fetchPayOrderCounts, fetchPayOrders } from '@ooh/api';
import { defaultHandlers, mockEndpoint, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLoading, loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { PayOrderReviewPage } from './PayOrderReviewPage.tsx';

const meta = {
  title: 'Screens/Pay orders/Pay order review',
  component: PayOrderReviewPage,
  decorators: [withBriefApp({ path: '/plan-po-review' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof PayOrderReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin on Awaiting PO: the briefs whose accepted plan waits for the client's pay order. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('BR-2026-0134')).toBeInTheDocument();
    // The tabs' counts come from their own call, which may answer after the list: wait for them (a CI run read the
    // tab while it still said "Awaiting PO").
    await expect(await canvas.findByRole('tab', { name: 'Awaiting PO, 2' })).toBeInTheDocument();
  },
};

/** The record dialog: the plan's total beside the amount, and the difference in words as it is typed. */
export const RecordPayOrder: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Record pay order for BR-2026-0134' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Record pay order' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^PO number/ }), 'GMT-PO-5521');
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount/ });
    for (const key of '2136000') await userEvent.type(amount, key, { delay: 40 });
    await userEvent.tab();
    await expect(
      await within(dialog).findByText(/PKR.12,000\.00 more than the plan's total/),
    ).toBeInTheDocument();
  },
};

/** Pending pay orders, each with its difference from the plan, the document and the decisions. */
export const Pending: Story = {
  decorators: [withBriefApp({ path: '/plan-po-review?tab=pending' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('KH/PO/2026/118')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Accept' })).toHaveLength(3);
  },
};

/** Accepting asks first: it creates the campaign. */
export const AcceptConfirmation: Story = {
  decorators: [withBriefApp({ path: '/plan-po-review?tab=pending' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('PO-2026-4311');
    const [first] = canvas.getAllByRole('button', { name: 'Accept' });
    await userEvent.click(first as HTMLElement);
    await expect(
      await canvas.findByRole('alertdialog', { name: 'Accept pay order PO-2026-4311?' }),
    ).toBeInTheDocument();
  },
};

/** The server refused the acceptance (409): its words in the dialog, where confirming again retries. */
export const AcceptRefused: Story = {
  decorators: [withBriefApp({ path: '/plan-po-review?tab=pending' })],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(acceptPayOrder, 409, 'A campaign already exists for this brief.'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('PO-2026-4311');
    const [first] = canvas.getAllByRole('button', { name: 'Accept' });
    await userEvent.click(first as HTMLElement);
    const dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and create campaign' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'A campaign already exists for this brief.',
      ),
    );
  },
};

/** A key account manager on Accepted: each campaign opens through the operation analyst's screen. */
export const KeyAccountManagerAccepted: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/plan-po-review?tab=accepted' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const [link] = await canvas.findAllByRole('link', { name: /^Open campaign / });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/operation-analyst\/\d+$/));
  },
};

/** Rejected pay orders with their reasons. */
export const Rejected: Story = {
  decorators: [withBriefApp({ path: '/plan-po-review?tab=rejected' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByText('SF-PO-0912');
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  play: ({ canvasElement }) => expectLoading(canvasElement),
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchBriefsAwaitingPayOrder), loadingForever(fetchPayOrderCounts));
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const none = { total: 0, totalCapped: false, allTotal: 0 };
    msw.use(
      mockEndpoint(fetchBriefsAwaitingPayOrder, { briefs: [], ...none }),
      mockEndpoint(fetchPayOrders, { pay_orders: [], ...none }),
      mockEndpoint(fetchPayOrderCounts, { awaiting: 0, pending: 0, accepted: 0, rejected: 0 }),
    );
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No brief awaits a pay order' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchBriefsAwaitingPayOrder, 500, ''));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByText(fetchBriefsAwaitingPayOrder.errorMessage);
  },
};
