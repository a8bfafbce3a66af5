import type { StaffRole } from '@ooh/api';
import type { NavIconName } from '@ooh/ui/icon';
import { type LazyScreen, lazyScreen } from './modules/lazy-loading/lazy-screen.tsx';

/**
 * THE route table: every route of the spec (docs/spec/routes.tsv) once, with its roles, whether it sits inside
 * the shell, its title, its sidebar entry and its lazy screen. The router, the sidebar, the guards and the
 * role tests all read it.
 */

export type RouteRoles = 'public' | readonly StaffRole[];

export type SidebarSection = 'Overview' | 'Sales' | 'Campaigns' | 'Inventory' | 'Administration' | 'Inbox';

/** Sections in the order the sidebar shows them; a role's home is the first entry it may see. */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  'Overview',
  'Sales',
  'Campaigns',
  'Inventory',
  'Administration',
  'Inbox',
];

export interface SidebarEntry {
  label: string;
  section: SidebarSection;
  /** Position inside the section. */
  order: number;
  /** The entry's picture in the sidebar (the collapsed rail shows only it; the label stays its accessible name). */
  icon?: NavIconName;
}

export interface ScreenProps {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
}

export interface AppRoute {
  /** wouter pattern (`/view-plan/:plan_id`). */
  path: string;
  /** The spec's path (`/view-plan/{plan_id}`). */
  specPath: string;
  roles: RouteRoles;
  /** Inside the shell layout (sidebar and top bar), or a page of its own. */
  shell: boolean;
  title: string;
  sidebar?: SidebarEntry;
  screen: LazyScreen<ScreenProps>;
}

const loginScreen = lazyScreen<ScreenProps>(() => import('./pages/LoginPage.tsx').then((m) => m.LoginPage), {
  chunk: 'login',
});
const testingScreen = lazyScreen<ScreenProps>(
  () => import('./pages/TestingPage.tsx').then((m) => m.TestingPage),
  {
    chunk: 'testing',
  },
);
const dashboardScreen = lazyScreen<ScreenProps>(
  () => import('./pages/DashboardPage.tsx').then((m) => m.DashboardPage),
  {
    chunk: 'dashboard',
  },
);
const notificationsScreen = lazyScreen<ScreenProps>(
  () => import('./pages/NotificationsPage.tsx').then((m) => m.NotificationsPage),
  { chunk: 'notifications' },
);
const briefsScreen = lazyScreen<ScreenProps>(
  () => import('./pages/BriefsPage.tsx').then((m) => m.BriefsPage),
  { chunk: 'briefs' },
);
const briefReviewFormScreen = lazyScreen<ScreenProps>(
  () => import('./pages/BriefReviewFormPage.tsx').then((m) => m.BriefReviewFormPage),
  { chunk: 'brief-review-form' },
);
const briefReviewFileScreen = lazyScreen<ScreenProps>(
  () => import('./pages/BriefReviewFilePage.tsx').then((m) => m.BriefReviewFilePage),
  { chunk: 'brief-review-file' },
);
const briefDetailsScreen = lazyScreen<ScreenProps>(
  () => import('./pages/BriefDetailsPage.tsx').then((m) => m.BriefDetailsPage),
  { chunk: 'brief-details' },
);
/** Every plan view route shows one plan through the same screen (modules/plans). */
const planViewScreen = lazyScreen<ScreenProps>(
  () => import('./pages/PlanViewPage.tsx').then((m) => m.PlanViewPage),
  { chunk: 'plan-view' },
);
/** One shared screen for every route a later issue builds: it says so and names the route. */
const notBuiltScreen = lazyScreen<ScreenProps>(
  () => import('./pages/NotBuiltPage.tsx').then((m) => m.NotBuiltPage),
  {
    chunk: 'not-built',
  },
);

const ADMIN: StaffRole = 'admin';
const KAM: StaffRole = 'key_account_manager';
const PLANNER: StaffRole = 'planner';
const DESIGNER: StaffRole = 'designer';
const EDITOR: StaffRole = 'editor';
const ANALYST: StaffRole = 'operation_analyst';
const MANAGER: StaffRole = 'manager';

/** `/a/{id}/b` → `/a/:id/b`. */
export function toRoutePattern(specPath: string): string {
  return specPath.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

function route(
  specPath: string,
  roles: RouteRoles,
  title: string,
  options: { shell?: boolean; screen?: LazyScreen<ScreenProps>; sidebar?: SidebarEntry } = {},
): AppRoute {
  return {
    path: toRoutePattern(specPath),
    specPath,
    roles,
    shell: options.shell ?? true,
    title,
    screen: options.screen ?? notBuiltScreen,
    ...(options.sidebar ? { sidebar: options.sidebar } : {}),
  };
}

// Order matters where two patterns could match one path: the more specific comes first, as in routes.tsv.
export const routes: readonly AppRoute[] = [
  // Outside the shell.
  route('/', 'public', 'Sign in', { shell: false, screen: loginScreen }),
  route('/login', 'public', 'Sign in', { shell: false, screen: loginScreen }),
  route('/testing', 'public', 'Diagnostics', { shell: false, screen: testingScreen }),
  route('/attach-plan/{brief_id}', [KAM, ADMIN], 'Attach plan', {
    shell: false,
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/AttachPlanPage.tsx').then((m) => m.AttachPlanPage),
      { chunk: 'attach-plan' },
    ),
  }),
  route('/attach-plan/{brief_id}/view-plan/{plan_id}', [KAM, ADMIN], 'Plan', {
    shell: false,
    screen: planViewScreen,
  }),

  // Inside the shell.
  route('/dashboard', [PLANNER, ADMIN, KAM], 'Dashboard', {
    screen: dashboardScreen,
    sidebar: { label: 'Dashboard', section: 'Overview', order: 1, icon: 'dashboard' },
  }),
  route('/brief', [ADMIN, DESIGNER, KAM], 'Brief review', {
    screen: briefsScreen,
    sidebar: { label: 'Briefs', section: 'Sales', order: 1, icon: 'briefs' },
  }),
  route('/notifications', [ADMIN, PLANNER, DESIGNER, KAM], 'Notifications', {
    screen: notificationsScreen,
    sidebar: { label: 'Notifications', section: 'Inbox', order: 1, icon: 'notifications' },
  }),
  route('/campaign-management', [ADMIN, ANALYST, PLANNER], 'Campaign management', {
    sidebar: { label: 'Campaigns', section: 'Campaigns', order: 1, icon: 'campaigns' },
  }),
  route('/campaign-details/{brief_id}', [ANALYST, ADMIN, PLANNER], 'Campaign details'),
  route('/view-brief-details/{brief_id}', [KAM, ADMIN], 'Brief with plan', { screen: briefDetailsScreen }),
  route('/brief-review-file/{brief_id}', [KAM, DESIGNER, ADMIN], 'Brief review (file)', {
    screen: briefReviewFileScreen,
  }),
  route('/brief-review-form/{brief_id}', [KAM, DESIGNER, ADMIN], 'Brief review (form)', {
    screen: briefReviewFormScreen,
  }),
  route('/view-lost-plan/{brief_id}', [KAM, ADMIN, PLANNER], 'Lost plans of a brief', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/BriefPlansPage.tsx').then((m) => m.LostPlansOfBriefPage),
      { chunk: 'brief-plans' },
    ),
  }),
  route('/user-management', [ADMIN], 'User management', {
    sidebar: { label: 'Users', section: 'Administration', order: 2, icon: 'users' },
  }),
  route('/site-management', [ADMIN, PLANNER, KAM], 'Site management', {
    sidebar: { label: 'Sites', section: 'Inventory', order: 1, icon: 'sites' },
  }),
  route('/site-management/add', [KAM, ADMIN], 'Add site'),
  route('/site-management/edit', [KAM, ADMIN], 'Edit site'),
  route('/site-management/view', [KAM, ADMIN, PLANNER], 'Site'),
  route('/site-management/requested-site/view', [KAM, ADMIN, PLANNER], 'Requested site'),
  route('/site-management/requested-site/view/add-details', [KAM, ADMIN, PLANNER], 'Requested site details'),
  route('/client-management', [ADMIN, MANAGER], 'Client management', {
    sidebar: { label: 'Clients', section: 'Administration', order: 1, icon: 'clients' },
  }),
  route('/view-client-profile', [ADMIN, MANAGER], 'Client profile'),
  route('/view-user-profile', [ADMIN, MANAGER], 'User profile'),
  route('/plan', [ADMIN, PLANNER, KAM], 'Plans', {
    screen: lazyScreen<ScreenProps>(() => import('./pages/PlanListsPage.tsx').then((m) => m.PlanListsPage), {
      chunk: 'plan-lists',
    }),
    sidebar: { label: 'Plans', section: 'Sales', order: 2, icon: 'plans' },
  }),
  route('/view-plan/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan', { screen: planViewScreen }),
  route('/lostPlan', [ADMIN, PLANNER, KAM], 'Lost plans', {
    screen: lazyScreen<ScreenProps>(() => import('./pages/LostPlansPage.tsx').then((m) => m.LostPlansPage), {
      chunk: 'lost-plans',
    }),
    sidebar: { label: 'Lost plans', section: 'Sales', order: 3, icon: 'lostPlans' },
  }),
  route('/inprogress-plans/{brief_id}', [ADMIN, PLANNER, KAM], 'In-progress plans of a brief', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/BriefPlansPage.tsx').then((m) => m.InprogressPlansPage),
      { chunk: 'brief-plans' },
    ),
  }),
  route('/inprogress-plans/{brief_id}/view-plan/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan', {
    screen: planViewScreen,
  }),
  route('/pending-plan-review/{brief_id}/view-plan/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan review', {
    screen: planViewScreen,
  }),
  route('/pending-plan-review/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan review', { screen: planViewScreen }),
  route('/approved-plan-review/{brief_id}/view-plan/{plan_id}', [PLANNER, KAM, ADMIN], 'Approved plan', {
    screen: planViewScreen,
  }),
  route('/approved-plan-review/{brief_id}', [PLANNER, KAM, ADMIN], 'Approved plans of a brief', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/BriefPlansPage.tsx').then((m) => m.ApprovedPlansPage),
      { chunk: 'brief-plans' },
    ),
  }),
  route('/view-lost-plan-detail/{plan_id}', [ADMIN, PLANNER, KAM], 'Lost plan', { screen: planViewScreen }),
  route('/competitor-report', [ADMIN, PLANNER, KAM], 'Competitors', {
    sidebar: { label: 'Competitors', section: 'Inventory', order: 2, icon: 'competitors' },
  }),
  route('/competitor-report/view-details/{competitor_id}', [ADMIN, PLANNER, KAM], 'Competitor'),
  route(
    '/competitor-report/{competitor_id}/campaign-details/{campaign_id}',
    [ADMIN, PLANNER],
    'Competitor campaign',
  ),
  route(
    '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports',
    [ADMIN, PLANNER],
    'Reports',
  ),
  route(
    '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}',
    [ADMIN, PLANNER],
    'Create report',
  ),
  route(
    '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}/view',
    [ADMIN, PLANNER],
    'Report',
  ),
  route(
    '/view-modification-request/{brief_id}/view-plan/{plan_id}',
    [PLANNER, KAM, ADMIN],
    'Modification request',
    { screen: planViewScreen },
  ),
  route('/modification-plan/{brief_id}', [PLANNER, KAM, ADMIN], 'Modification plan', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/BriefPlansPage.tsx').then((m) => m.AlteredPlansPage),
      { chunk: 'brief-plans' },
    ),
  }),
  route('/modification-required/{brief_id}', [PLANNER, KAM, ADMIN], 'Modification required', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/BriefPlansPage.tsx').then((m) => m.ModificationRequiredPlansPage),
      { chunk: 'brief-plans' },
    ),
  }),
  route(
    '/modification-required/{brief_id}/view-plan/{plan_id}',
    [PLANNER, KAM, ADMIN],
    'Modification required plan',
    { screen: planViewScreen },
  ),
  route('/modification-pending/{brief_id}', [PLANNER, EDITOR, ADMIN], 'Modification pending', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/BriefPlansPage.tsx').then((m) => m.ModificationPendingPlansPage),
      { chunk: 'brief-plans' },
    ),
  }),
  route(
    '/modification-pending/{brief_id}/view-plan/{plan_id}',
    [PLANNER, EDITOR, ADMIN],
    'Modification pending plan',
    { screen: planViewScreen },
  ),
  route('/plan-po-review', [ADMIN, KAM], 'Pay order review', {
    sidebar: { label: 'Pay orders', section: 'Sales', order: 4, icon: 'payOrders' },
  }),
  route('/view-sites/{site_id}', [ADMIN, KAM, ANALYST, PLANNER], 'Site'),
  route('/view-site/{site_id}', [ADMIN, PLANNER, KAM], 'Site (operation analyst)'),
  route('/operation-analyst', [ADMIN, ANALYST, KAM], 'Operation analyst', {
    sidebar: { label: 'Operation analyst', section: 'Campaigns', order: 2, icon: 'trackers' },
  }),
  route('/operation-analyst/{brief_id}', [ADMIN, ANALYST, KAM], 'Operation analyst detail'),
  route('/add-plan-sites/{plan_id}', [PLANNER, KAM, ADMIN], 'Plan sites', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/AddPlanSitesPage.tsx').then((m) => m.AddPlanSitesPage),
      { chunk: 'add-plan-sites' },
    ),
  }),
  route('/pre-campaign-form/{plan_id}', [PLANNER, KAM, ADMIN], 'Pre-campaign form'),
  route('/create-brief', [ADMIN, KAM], 'Create brief', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/CreateBriefPage.tsx').then((m) => m.CreateBriefPage),
      { chunk: 'create-brief' },
    ),
  }),
  route('/create-brief-by-file', [ADMIN, KAM], 'Create brief from a file', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/CreateBriefByFilePage.tsx').then((m) => m.CreateBriefByFilePage),
      { chunk: 'create-brief-by-file' },
    ),
  }),
  route('/update-brief/{brief_id}', [ADMIN, KAM], 'Update brief', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/UpdateBriefPage.tsx').then((m) => m.UpdateBriefPage),
      { chunk: 'update-brief' },
    ),
  }),
  route('/update-brief-by-file/{brief_id}', [ADMIN, KAM], 'Update brief from a file', {
    screen: lazyScreen<ScreenProps>(
      () => import('./pages/UpdateBriefByFilePage.tsx').then((m) => m.UpdateBriefByFilePage),
      { chunk: 'update-brief-by-file' },
    ),
  }),
  route('/plan/visual-representation', [PLANNER, ADMIN, EDITOR], 'Visual representation', {
    sidebar: { label: 'Visual representation', section: 'Campaigns', order: 3, icon: 'map' },
  }),
  route('/plan/plan-summary/{plan_id}', [PLANNER, ADMIN, KAM], 'Plan summary'),
  route('/plan/plan-summary-details/{plan_id}', [PLANNER, ADMIN, KAM], 'Plan summary details'),
];

/**
 * The shell admits all seven staff roles (DOMAIN.md: the spec's shell list leaves out operation_analyst,
 * yet three shell screens are for that role); each route's own list does the gating.
 */
export const SHELL_ROLES: readonly StaffRole[] = [ADMIN, KAM, PLANNER, DESIGNER, EDITOR, ANALYST, MANAGER];

export function isAllowed(route: Pick<AppRoute, 'roles' | 'shell'>, role: StaffRole | null): boolean {
  if (route.roles === 'public') return true;
  if (role === null) return false;
  if (route.shell && !SHELL_ROLES.includes(role)) return false;
  return route.roles.includes(role);
}
