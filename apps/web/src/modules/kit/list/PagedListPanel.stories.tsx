/// <reference types="msw-storybook-addon/types" />
import { type BriefListItem, fetchNewBriefs } from '@ooh/api';
import { briefPage, briefsOf, mockEndpoint, mockEndpointError, pageQuery } from '@ooh/api/msw';
import { createListMachine } from '@ooh/machines/list';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { briefHandlers, loadingForever, withBriefApp } from '../../briefs/stories/story-app.tsx';
import { type ListText, PagedListPanel, type PagedListPanelProps } from './PagedListPanel.tsx';
import { searchedPage, useList } from './use-list.ts';

/** The kit's list on a real list call (new briefs), answered by MSW: the machine, the client and the panel. */
const listMachine = createListMachine<BriefListItem>();
const fetchPage = searchedPage<BriefListItem>(async (client, query, signal) => {
  const answer = await client.call(fetchNewBriefs, { query, signal });
  return {
    items: answer.briefs,
    total: answer.total,
    allTotal: answer.allTotal,
    totalCapped: answer.totalCapped,
  };
});

const text: ListText = {
  name: 'New briefs',
  fallback: fetchNewBriefs.errorMessage,
  empty: {
    title: 'No new briefs',
    description: 'Briefs waiting for a decision appear here as soon as they are created.',
  },
};

const columns: DataTableColumn<BriefListItem>[] = [
  { id: 'number', header: 'Brief', cell: (brief) => brief.brief_number },
  { id: 'client', header: 'Client', cell: (brief) => brief.client_name },
  { id: 'campaign', header: 'Campaign', cell: (brief) => brief.campaign_name },
];

function BriefTable({
  items,
  loading,
  empty,
}: Parameters<PagedListPanelProps<BriefListItem>['children']>[0]) {
  return (
    <DataTable
      label={text.name}
      columns={columns}
      rows={items}
      rowKey={(brief) => String(brief.id)}
      loading={loading}
      empty={empty}
    />
  );
}

type PanelArgs = Omit<PagedListPanelProps<BriefListItem>, 'list'>;

/** The panel with its list from `useList`: the one thing a story cannot pass as an arg is a running machine. */
function LivePanel(args: PanelArgs) {
  const list = useList(listMachine, fetchPage);
  return <PagedListPanel {...args} list={list} />;
}

/** 23 new briefs: three pages of ten. */
const manyBriefs = briefsOf('pending', 23);

const meta = {
  title: 'Kit/Paged list panel',
  // The panel with its list from the real list machine: `list` is a running machine, not an arg.
  component: LivePanel,
  args: {
    text,
    searchHint: 'Client, campaign or brief number',
    children: (table) => <BriefTable {...table} />,
  },
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/brief' })],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchNewBriefs, ({ url }) => briefPage('pending', pageQuery(url), manyBriefs)),
      ...briefHandlers(),
    );
  },
} satisfies Meta<typeof LivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'New briefs' });

/** Three pages: the second page's first brief is the eleventh. */
export const SeveralPages: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByText('BR-2026-0001');
    const pages = canvas.getByRole('navigation', { name: 'New briefs pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2 of 3' }));
    await within(await table(canvasElement)).findByText('BR-2026-0011');
    await expect(within(await table(canvasElement)).queryByText('BR-2026-0001')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchNewBriefs));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading new briefs' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint(fetchNewBriefs, { briefs: [], total: 0, totalCapped: false, allTotal: 0 }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No new briefs' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'New briefs pages' })).toBeNull();
  },
};

/** A search that finds nothing: the kit's own no-match words, and how many of the whole list matched. */
export const NoMatch: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByText('BR-2026-0001');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search new briefs' }), 'Quetta');
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing matches your search' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('0 of 23 new briefs match')).toBeInTheDocument();
  },
};

/**
 * A search matching more briefs than the server counts (docs/domain.md, "Counts"): the total reads "1,010+", and
 * the pager still goes on.
 */
export const BroadSearch: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint(fetchNewBriefs, ({ url }) => {
        const { search } = pageQuery(url);
        const page = briefPage('pending', { ...pageQuery(url), search: null }, manyBriefs);
        return search
          ? { ...page, total: 1010, totalCapped: true, allTotal: 200_000 }
          : { ...page, allTotal: 200_000 };
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await table(canvasElement)).findByText('BR-2026-0001');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search new briefs' }), 'a');
    await expect(
      await canvas.findByText('1,010+ of 200,000 new briefs match', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'New briefs pages' })).toBeInTheDocument();
  },
};

/** The call failed: the contract's fallback message and Retry, which loads the list. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchNewBriefs, 500, null, { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(fetchNewBriefs.errorMessage)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await within(await table(canvasElement)).findByText('BR-2026-0001');
    await waitFor(() => expect(canvas.queryByText(fetchNewBriefs.errorMessage)).toBeNull());
  },
};
