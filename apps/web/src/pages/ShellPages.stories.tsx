import { ROUTES } from '@ooh/api/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withBriefApp } from '../modules/briefs/stories/story-app.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { NotBuiltPage } from './NotBuiltPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const route = (path: string) => {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

/**
 * What the router shows where there is nothing for the reader (docs/domain.md, "The shell (issue 15)"): an address
 * that names no page, a page the role may not open, and a route whose screen a later release builds (the router's
 * fallback; every route has its screen today). Said in words, with the way back to the role's home.
 */
const meta = {
  title: 'Screens/Shell/Pages without content',
  component: NotFoundPage,
  decorators: [withBriefApp({ role: 'planner', path: '/plans-of-2025' })],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mistyped or old address, for a planner: the way to the planner's home. */
export const NotFound: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

/** A designer who followed a link to user management: whose page it is, and whom to ask. */
export const Forbidden: Story = {
  decorators: [withBriefApp({ role: 'designer', path: '/user-management' })],
  render: () => (
    <ForbiddenPage
      route={route('/user-management')}
      user={{
        userId: 9,
        name: 'Danish Qureshi',
        email: 'danish.qureshi@ooh.pk',
        role: 'designer',
        roleLabel: 'Designer',
      }}
    />
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/It is open to Admin\./)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to Briefs' })).toHaveAttribute('href', '/brief');
  },
};

/** A route added to the table before its screen: the page's name, and that it comes later. */
export const NotBuilt: Story = {
  render: () => <NotBuiltPage route={route('/lostPlan')} params={{}} />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lost plans' })).toBeInTheDocument();
    await expect(canvas.getByText('Coming in a later release')).toBeInTheDocument();
  },
};
