import { createCompetitor, fetchAllCompetitors } from '@ooh/api';
import { createMockDb, defaultHandlers, mockEndpointError } from '@ooh/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingForever, withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { CompetitorsPage } from './CompetitorsPage.tsx';

const meta = {
  title: 'Screens/Competitors/Competitors',
  component: CompetitorsPage,
  decorators: [withBriefApp({ role: 'planner', path: '/competitor-report' })],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers());
  },
} satisfies Meta<typeof CompetitorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Competitors' }))
    .getAllByRole('row')
    .slice(1);

/** A planner: every competitor with its logo and campaigns, Add competitor, Edit and Delete on each. */
export const Full: Story = {
  tags: ['state:full'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Skyline Outdoor' })).toHaveAttribute(
      'href',
      '/competitor-report/view-details/1',
    );
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Add competitor' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete Skyline Outdoor' })).toBeInTheDocument();
  },
};

/** A key account manager reads the competitors: no add, edit or delete. */
export const KeyAccountManager: Story = {
  decorators: [withBriefApp({ role: 'key_account_manager', path: '/competitor-report' })],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Indus Media Network' });
    await expect(canvas.queryByRole('button', { name: 'Add competitor' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  },
};

/** Searching by part of the name, kept in the address. */
export const Searched: Story = {
  decorators: [withBriefApp({ role: 'planner', path: '/competitor-report?search=media' })],
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('link', { name: 'Sea View Media' });
    await expect(rowsOf(canvasElement)).toHaveLength(2);
  },
};

/** Adding: a logo that is not an image is refused on its field before anything is sent. */
export const AddWithWrongLogo: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add competitor' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add competitor' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Competitor name/ }),
      'Lahore Hoardings',
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(
      await within(dialog).findByText(/logo.pdf is not an accepted file type/),
    ).toBeInTheDocument();
  },
};

/** Adding with a logo: the new competitor opens (the story's address moves to it). */
export const Add: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add competitor' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add competitor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Competitor name/ }), 'Skyline outdoor');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add competitor' }));
    // The name is taken in another letter case: the server's refusal lands on the field.
    await expect(
      await within(dialog).findByText('Another competitor already has this name'),
    ).toBeInTheDocument();
  },
};

/** Deleting names how many campaigns go with the competitor. */
export const Delete: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Skyline Outdoor' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete Skyline Outdoor?' });
    await expect(within(dialog).getByText(/Its 2 campaigns go with it/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete competitor' }));
    await expect(
      await body(canvasElement).findByText('Skyline Outdoor and its 2 campaigns deleted'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['state:loading'],
  beforeEach({ msw }) {
    msw.use(loadingForever(fetchAllCompetitors));
  },
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Competitors' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['state:empty'],
  beforeEach({ msw }) {
    const db = createMockDb();
    db.competitors = { competitors: [], campaigns: [], sites: [], reports: [] };
    msw.use(...defaultHandlers({ db }));
  },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('heading', { name: 'No competitors yet' });
  },
};

/** The server failed without a message: the spec's fallback, with Retry. */
export const Failed: Story = {
  tags: ['state:error'],
  beforeEach({ msw }) {
    msw.use(mockEndpointError(fetchAllCompetitors, 500, ''));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(fetchAllCompetitors.errorMessage);
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The server refused the logo by its content: the message is on the logo's field. */
export const LogoRefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockEndpointError(createCompetitor, 400, {
        message: 'The logo must be a JPEG, PNG or WebP image',
        errors: { file: 'The logo must be a JPEG, PNG or WebP image' },
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add competitor' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add competitor' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Competitor name/ }),
      'Lahore Hoardings',
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['not really'], 'logo.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add competitor' }));
    await expect(
      await within(dialog).findByText('The logo must be a JPEG, PNG or WebP image'),
    ).toBeInTheDocument();
  },
};
