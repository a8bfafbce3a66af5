import type { StaffRole } from '../contract/roles.ts';

/**
 * THE route table, as data: every route of the spec (routes.tsv) once, with its roles, whether it sits inside the
 * shell, its title and its sidebar entry. No screen code: the web app maps paths to lazy screens beside it, and
 * the server builds notification links from the same paths with `href`. Order matters where two patterns could
 * match one path: the more specific comes first, as in routes.tsv.
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

/** The sidebar's icons, by meaning (the design system draws each: `@ooh/ui/icon`'s NavIcon). */
export type SidebarIcon =
  | 'dashboard'
  | 'briefs'
  | 'plans'
  | 'lostPlans'
  | 'payOrders'
  | 'campaigns'
  | 'trackers'
  | 'map'
  | 'sites'
  | 'mediums'
  | 'secRanges'
  | 'cities'
  | 'competitors'
  | 'clients'
  | 'users'
  | 'lifecycles'
  | 'notifications';

export interface SidebarEntry {
  label: string;
  section: SidebarSection;
  /** Position inside the section. */
  order: number;
  icon: SidebarIcon;
}

export interface RouteDefinition<P extends string = string> {
  /** The spec's path (`/view-plan/{plan_id}`). */
  path: P;
  roles: RouteRoles;
  /** Inside the shell layout (sidebar and top bar), or a page of its own. */
  shell: boolean;
  title: string;
  sidebar?: SidebarEntry;
  /** A route the spec (routes.tsv) does not have, added by the app (docs/domain.md, decisions). */
  extension?: true;
}

const ADMIN = 'admin';
const KAM = 'key_account_manager';
const PLANNER = 'planner';
const DESIGNER = 'designer';
const EDITOR = 'editor';
const ANALYST = 'operation_analyst';
const MANAGER = 'manager';

function route<const P extends string>(
  path: P,
  roles: RouteRoles,
  title: string,
  options: { shell?: boolean; sidebar?: SidebarEntry; extension?: true } = {},
): RouteDefinition<P> {
  return {
    path,
    roles,
    shell: options.shell ?? true,
    title,
    ...(options.sidebar ? { sidebar: options.sidebar } : {}),
    ...(options.extension ? { extension: true as const } : {}),
  };
}

export const ROUTES = [
  // Outside the shell.
  route('/', 'public', 'Sign in', { shell: false }),
  route('/login', 'public', 'Sign in', { shell: false }),
  route('/testing', 'public', 'Diagnostics', { shell: false }),
  // The page the e-mailed one-time password link opens (issue 17; docs/domain.md "People management screens").
  route('/set-password', 'public', 'Set your password', { shell: false, extension: true }),
  route('/attach-plan/{brief_id}', [KAM, ADMIN], 'Attach plan', { shell: false }),
  route('/attach-plan/{brief_id}/view-plan/{plan_id}', [KAM, ADMIN], 'Plan', { shell: false }),

  // Inside the shell.
  route('/dashboard', [PLANNER, ADMIN, KAM], 'Dashboard', {
    sidebar: { label: 'Dashboard', section: 'Overview', order: 1, icon: 'dashboard' },
  }),
  route('/brief', [ADMIN, DESIGNER, KAM], 'Brief review', {
    sidebar: { label: 'Briefs', section: 'Sales', order: 1, icon: 'briefs' },
  }),
  route('/notifications', [ADMIN, PLANNER, DESIGNER, KAM], 'Notifications', {
    sidebar: { label: 'Notifications', section: 'Inbox', order: 1, icon: 'notifications' },
  }),
  route('/campaign-management', [ADMIN, ANALYST, PLANNER], 'Campaign management', {
    sidebar: { label: 'Campaigns', section: 'Campaigns', order: 2, icon: 'campaigns' },
  }),
  route('/campaign-details/{brief_id}', [ANALYST, ADMIN, PLANNER], 'Campaign details'),
  route('/view-brief-details/{brief_id}', [KAM, ADMIN], 'Brief with plan'),
  route('/brief-review-file/{brief_id}', [KAM, DESIGNER, ADMIN], 'Brief review (file)'),
  route('/brief-review-form/{brief_id}', [KAM, DESIGNER, ADMIN], 'Brief review (form)'),
  route('/view-lost-plan/{brief_id}', [KAM, ADMIN, PLANNER], 'Lost plans of a brief'),
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
  // Lookup administration (issue 16): the spec has the calls but no screens; admin-only extension routes.
  route('/mediums', [ADMIN], 'Mediums', {
    sidebar: { label: 'Mediums', section: 'Inventory', order: 3, icon: 'mediums' },
    extension: true,
  }),
  route('/sec-ranges', [ADMIN], 'SEC ranges', {
    sidebar: { label: 'SEC ranges', section: 'Inventory', order: 4, icon: 'secRanges' },
    extension: true,
  }),
  route('/cities', [ADMIN], 'Cities', {
    sidebar: { label: 'Cities', section: 'Inventory', order: 5, icon: 'cities' },
    extension: true,
  }),
  route('/client-management', [ADMIN, MANAGER], 'Client management', {
    sidebar: { label: 'Clients', section: 'Administration', order: 1, icon: 'clients' },
  }),
  route('/view-client-profile', [ADMIN, MANAGER], 'Client profile'),
  // The lifecycle explorer (issue 19; docs/domain.md "Lifecycle explorer"): admin-only, not in the spec.
  route('/lifecycles', [ADMIN], 'Lifecycles', {
    sidebar: { label: 'Lifecycles', section: 'Administration', order: 3, icon: 'lifecycles' },
    extension: true,
  }),
  route('/view-user-profile', [ADMIN, MANAGER], 'User profile'),
  route('/plan', [ADMIN, PLANNER, KAM], 'Plans', {
    sidebar: { label: 'Plans', section: 'Sales', order: 2, icon: 'plans' },
  }),
  route('/view-plan/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan'),
  route('/lostPlan', [ADMIN, PLANNER, KAM], 'Lost plans', {
    sidebar: { label: 'Lost plans', section: 'Sales', order: 3, icon: 'lostPlans' },
  }),
  route('/inprogress-plans/{brief_id}', [ADMIN, PLANNER, KAM], 'In-progress plans of a brief'),
  route('/inprogress-plans/{brief_id}/view-plan/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan'),
  route('/pending-plan-review/{brief_id}/view-plan/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan review'),
  route('/pending-plan-review/{plan_id}', [ADMIN, PLANNER, KAM], 'Plan review'),
  route('/approved-plan-review/{brief_id}/view-plan/{plan_id}', [PLANNER, KAM, ADMIN], 'Approved plan'),
  route('/approved-plan-review/{brief_id}', [PLANNER, KAM, ADMIN], 'Approved plans of a brief'),
  route('/view-lost-plan-detail/{plan_id}', [ADMIN, PLANNER, KAM], 'Lost plan'),
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
  ),
  route('/modification-plan/{brief_id}', [PLANNER, KAM, ADMIN], 'Modification plan'),
  route('/modification-required/{brief_id}', [PLANNER, KAM, ADMIN], 'Modification required'),
  route(
    '/modification-required/{brief_id}/view-plan/{plan_id}',
    [PLANNER, KAM, ADMIN],
    'Modification required plan',
  ),
  route('/modification-pending/{brief_id}', [PLANNER, EDITOR, ADMIN], 'Modification pending'),
  route(
    '/modification-pending/{brief_id}/view-plan/{plan_id}',
    [PLANNER, EDITOR, ADMIN],
    'Modification pending plan',
  ),
  route('/plan-po-review', [ADMIN, KAM], 'Pay order review', {
    sidebar: { label: 'Pay orders', section: 'Sales', order: 4, icon: 'payOrders' },
  }),
  route('/view-sites/{site_id}', [ADMIN, KAM, ANALYST, PLANNER], 'Site'),
  route('/view-site/{site_id}', [ADMIN, PLANNER, KAM], 'Site (operation analyst)'),
  route('/operation-analyst', [ADMIN, ANALYST, KAM], 'Operation analyst', {
    // First in its section: the operation analyst's home is the first entry it may see, and this screen opens on what
    // waits for the analyst (issue 14).
    sidebar: { label: 'Operation analyst', section: 'Campaigns', order: 1, icon: 'trackers' },
  }),
  route('/operation-analyst/{brief_id}', [ADMIN, ANALYST, KAM], 'Operation analyst detail'),
  route('/add-plan-sites/{plan_id}', [PLANNER, KAM, ADMIN], 'Plan sites'),
  route('/pre-campaign-form/{plan_id}', [PLANNER, KAM, ADMIN], 'Pre-campaign form'),
  route('/create-brief', [ADMIN, KAM], 'Create brief'),
  route('/create-brief-by-file', [ADMIN, KAM], 'Create brief from a file'),
  route('/update-brief/{brief_id}', [ADMIN, KAM], 'Update brief'),
  route('/update-brief-by-file/{brief_id}', [ADMIN, KAM], 'Update brief from a file'),
  route('/plan/visual-representation', [PLANNER, ADMIN, EDITOR], 'Visual representation', {
    sidebar: {
      label: 'Visual representation',
      section: 'Campaigns',
      order: 3,
      icon: 'map',
    },
  }),
  route('/plan/plan-summary/{plan_id}', [PLANNER, ADMIN, KAM], 'Plan summary'),
  route('/plan/plan-summary-details/{plan_id}', [PLANNER, ADMIN, KAM], 'Plan summary details'),
] as const;

/** Every path of the app, as the spec writes it: what `href` takes. */
export type AppPath = (typeof ROUTES)[number]['path'];

/**
 * The shell admits all seven staff roles (docs/domain.md, "Who uses it": the spec's shell list leaves out
 * operation_analyst, yet three shell screens are for that role); each route's own list does the gating.
 */
export const SHELL_ROLES: readonly StaffRole[] = [ADMIN, KAM, PLANNER, DESIGNER, EDITOR, ANALYST, MANAGER];

/** Whether a role may open a route: public, or a staff role in the route's list (and the shell's). */
export function isAllowed(route: Pick<RouteDefinition, 'roles' | 'shell'>, role: StaffRole | null): boolean {
  if (route.roles === 'public') return true;
  if (role === null) return false;
  if (route.shell && !SHELL_ROLES.includes(role)) return false;
  return route.roles.includes(role);
}
