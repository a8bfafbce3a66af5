import { type AppPath, ROUTES, type RouteDefinition } from '@ooh/api/routes';
import type { ComponentType } from 'react';
import { type LazyScreen, lazyScreen } from '../modules/lazy-loading/lazy-screen.tsx';
import { toRoutePattern } from '../modules/navigation/route-match.ts';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/**
 * Which lazy screen draws each route of the table (`@ooh/api/routes`). Only the router reads this file, so no
 * module reaches the pages through it and `apps/web/src` has no import circle. A route without a screen here
 * shows the planned-screen page.
 */

export type Screen = LazyScreen<ScreenProps>;

/**
 * A lazy screen for the routes `P` (named at the call when the page types its params, e.g.
 * `screen<'/update-brief/{brief_id}'>(…)`, so its props are checked against that route). The router matched the
 * path against the route's pattern before it renders, so the params the page types exactly are there: that is
 * what the one widening here stands for.
 */
function screen<P extends AppPath = AppPath>(
  chunk: string,
  load: () => Promise<ComponentType<Pick<ScreenProps<P>, 'params'>> | ComponentType<ScreenProps<P>>>,
): Screen {
  return lazyScreen<ScreenProps>(load as unknown as () => Promise<ComponentType<ScreenProps>>, { chunk });
}

const login = screen('login', () => import('../pages/LoginPage.tsx').then((m) => m.LoginPage));
/** Every plan view route shows one plan through the same screen (modules/plans). */
const planView = screen('plan-view', () => import('../pages/PlanViewPage.tsx').then((m) => m.PlanViewPage));
/** The per-brief plan lists: one page module, a page per list, each reading `params.brief_id`. */
type BriefPlansPath =
  | '/view-lost-plan/{brief_id}'
  | '/inprogress-plans/{brief_id}'
  | '/approved-plan-review/{brief_id}'
  | '/modification-plan/{brief_id}'
  | '/modification-required/{brief_id}'
  | '/modification-pending/{brief_id}';
const briefPlans = (
  name:
    | 'LostPlansOfBriefPage'
    | 'InprogressPlansPage'
    | 'ApprovedPlansPage'
    | 'AlteredPlansPage'
    | 'ModificationRequiredPlansPage'
    | 'ModificationPendingPlansPage',
) => screen<BriefPlansPath>('brief-plans', () => import('../pages/BriefPlansPage.tsx').then((m) => m[name]));
/**
 * The plan's summaries, pre-campaign form and visual representation, a page per route (the first three reading
 * `params.plan_id`, the last `?plan_id=`): loaded with the plan view's module (pages/PlanViewPage.tsx says why).
 */
type PlanSummaryPath =
  | '/plan/plan-summary/{plan_id}'
  | '/plan/plan-summary-details/{plan_id}'
  | '/pre-campaign-form/{plan_id}'
  | '/plan/visual-representation';
const planSummaries = (
  name: 'PlanSummaryPage' | 'PlanSummaryDetailsPage' | 'PreCampaignFormPage' | 'VisualRepresentationPage',
) =>
  screen<PlanSummaryPath>('plan-summaries', () => import('../pages/PlanViewPage.tsx').then((m) => m[name]));
/** The field screens load through a small chunk of loaders (app/field-screens.ts says why). */
const fieldScreens = () => import('./field-screens.ts');
/** Both site routes show one site through the same screen (modules/field). */
const siteView = screen<'/view-sites/{site_id}' | '/view-site/{site_id}'>('site-view', () =>
  fieldScreens().then((m) => m.loadSiteViewPage()),
);
/**
 * The pay order review, the campaign list and a campaign's details, a page per route (the last reading
 * `params.brief_id`): one lazy module (pages/CampaignManagementPage.tsx says why).
 */
type MoneyAndFieldPath = '/plan-po-review' | '/campaign-management' | '/campaign-details/{brief_id}';
const moneyAndField = (name: 'PayOrderReviewPage' | 'CampaignManagementPage' | 'CampaignDetailsPage') =>
  screen<MoneyAndFieldPath>('campaigns', () =>
    import('../pages/CampaignManagementPage.tsx').then((m) => m[name]),
  );
/** The site list and the two site views (one module), and the site form (another), through the loaders' chunk. */
const siteRecords = (name: 'SiteManagementPage' | 'InventorySiteViewPage' | 'RequestedSiteViewPage') =>
  screen('sites', () => fieldScreens().then((m) => m.loadSiteScreen(name)));
const siteForm = (name: 'AddSitePage' | 'EditSitePage' | 'RequestedSiteDetailsPage') =>
  screen('site-form', () => fieldScreens().then((m) => m.loadSiteFormScreen(name)));
/** The client list and a client's profile: one lazy module for the two routes, through the loaders' chunk. */
const clientScreens = (name: 'ClientManagementPage' | 'ClientProfilePage') =>
  screen('clients', () => fieldScreens().then((m) => m.loadClientScreen(name)));
/** The user list with a user's profile (one module), through the loaders' chunk (app/user-screens.ts). */
const userScreens = (name: 'UserManagementPage' | 'UserProfilePage') =>
  screen('users', () => import('./user-screens.ts').then((m) => m.loadUserScreen(name)));
/** Competitor analysis (issue 18): the domain's six routes, one lazy module, through the loaders' chunk. */
type CompetitorPath =
  | '/competitor-report'
  | '/competitor-report/view-details/{competitor_id}'
  | '/competitor-report/{competitor_id}/campaign-details/{campaign_id}'
  | '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports'
  | '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}'
  | '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}/view';
const competitorScreens = (name: import('./field-screens.ts').CompetitorScreenName) =>
  screen<CompetitorPath>('competitors', () => fieldScreens().then((m) => m.loadCompetitorScreen(name)));
/** One shared screen for every route a later issue builds: it says so and names the route. */
export const notBuiltScreen = screen('not-built', () =>
  import('../pages/NotBuiltPage.tsx').then((m) => m.NotBuiltPage),
);

export const screens: Partial<Record<AppPath, Screen>> = {
  '/': login,
  '/login': login,
  '/testing': screen('testing', () => fieldScreens().then((m) => m.loadTestingPage())),
  '/set-password': screen('set-password', () =>
    import('./user-screens.ts').then((m) => m.loadSetPasswordPage()),
  ),
  '/attach-plan/{brief_id}': screen<'/attach-plan/{brief_id}'>('attach-plan', () =>
    import('../pages/AttachPlanPage.tsx').then((m) => m.AttachPlanPage),
  ),
  '/attach-plan/{brief_id}/view-plan/{plan_id}': planView,
  '/dashboard': screen('dashboard', () => import('../pages/DashboardPage.tsx').then((m) => m.DashboardPage)),
  '/brief': screen('briefs', () => import('../pages/BriefsPage.tsx').then((m) => m.BriefsPage)),
  '/notifications': screen('notifications', () =>
    import('../pages/NotificationsPage.tsx').then((m) => m.NotificationsPage),
  ),
  '/view-brief-details/{brief_id}': screen<'/view-brief-details/{brief_id}'>('brief-details', () =>
    import('../pages/BriefDetailsPage.tsx').then((m) => m.BriefDetailsPage),
  ),
  '/brief-review-file/{brief_id}': screen<'/brief-review-file/{brief_id}'>('brief-review-file', () =>
    import('../pages/BriefReviewFilePage.tsx').then((m) => m.BriefReviewFilePage),
  ),
  '/brief-review-form/{brief_id}': screen<'/brief-review-form/{brief_id}'>('brief-review-form', () =>
    import('../pages/BriefReviewFormPage.tsx').then((m) => m.BriefReviewFormPage),
  ),
  '/view-lost-plan/{brief_id}': briefPlans('LostPlansOfBriefPage'),
  '/plan': screen('plan-lists', () => import('../pages/PlanListsPage.tsx').then((m) => m.PlanListsPage)),
  '/view-plan/{plan_id}': planView,
  '/lostPlan': screen('lost-plans', () => import('../pages/LostPlansPage.tsx').then((m) => m.LostPlansPage)),
  '/inprogress-plans/{brief_id}': briefPlans('InprogressPlansPage'),
  '/inprogress-plans/{brief_id}/view-plan/{plan_id}': planView,
  '/pending-plan-review/{brief_id}/view-plan/{plan_id}': planView,
  '/pending-plan-review/{plan_id}': planView,
  '/approved-plan-review/{brief_id}/view-plan/{plan_id}': planView,
  '/approved-plan-review/{brief_id}': briefPlans('ApprovedPlansPage'),
  '/view-lost-plan-detail/{plan_id}': planView,
  '/view-modification-request/{brief_id}/view-plan/{plan_id}': planView,
  '/modification-plan/{brief_id}': briefPlans('AlteredPlansPage'),
  '/modification-required/{brief_id}': briefPlans('ModificationRequiredPlansPage'),
  '/modification-required/{brief_id}/view-plan/{plan_id}': planView,
  '/modification-pending/{brief_id}': briefPlans('ModificationPendingPlansPage'),
  '/modification-pending/{brief_id}/view-plan/{plan_id}': planView,
  '/add-plan-sites/{plan_id}': screen<'/add-plan-sites/{plan_id}'>('add-plan-sites', () =>
    fieldScreens().then((m) => m.loadAddPlanSitesPage()),
  ),
  '/plan/plan-summary/{plan_id}': planSummaries('PlanSummaryPage'),
  '/plan/plan-summary-details/{plan_id}': planSummaries('PlanSummaryDetailsPage'),
  '/pre-campaign-form/{plan_id}': planSummaries('PreCampaignFormPage'),
  '/plan/visual-representation': planSummaries('VisualRepresentationPage'),
  '/create-brief': screen('create-brief', () =>
    import('../pages/CreateBriefPage.tsx').then((m) => m.CreateBriefPage),
  ),
  '/create-brief-by-file': screen('create-brief-by-file', () =>
    import('../pages/CreateBriefByFilePage.tsx').then((m) => m.CreateBriefByFilePage),
  ),
  '/update-brief/{brief_id}': screen<'/update-brief/{brief_id}'>('update-brief', () =>
    import('../pages/UpdateBriefPage.tsx').then((m) => m.UpdateBriefPage),
  ),
  '/plan-po-review': moneyAndField('PayOrderReviewPage'),
  '/campaign-management': moneyAndField('CampaignManagementPage'),
  '/campaign-details/{brief_id}': moneyAndField('CampaignDetailsPage'),
  '/update-brief-by-file/{brief_id}': screen<'/update-brief-by-file/{brief_id}'>('update-brief-by-file', () =>
    import('../pages/UpdateBriefByFilePage.tsx').then((m) => m.UpdateBriefByFilePage),
  ),
  '/operation-analyst': screen('operation-analyst', () =>
    fieldScreens().then((m) => m.loadOperationAnalystPage()),
  ),
  '/operation-analyst/{brief_id}': screen<'/operation-analyst/{brief_id}'>('operation-analyst-campaign', () =>
    fieldScreens().then((m) => m.loadOperationAnalystCampaignPage()),
  ),
  '/site-management': siteRecords('SiteManagementPage'),
  '/site-management/add': siteForm('AddSitePage'),
  '/site-management/edit': siteForm('EditSitePage'),
  '/site-management/view': siteRecords('InventorySiteViewPage'),
  '/site-management/requested-site/view': siteRecords('RequestedSiteViewPage'),
  '/site-management/requested-site/view/add-details': siteForm('RequestedSiteDetailsPage'),
  '/view-sites/{site_id}': siteView,
  '/view-site/{site_id}': siteView,
  '/client-management': clientScreens('ClientManagementPage'),
  '/view-client-profile': clientScreens('ClientProfilePage'),
  // Lookup administration (issue 16, extension routes).
  '/mediums': screen('mediums', () => fieldScreens().then((m) => m.loadMediumsPage())),
  '/sec-ranges': screen('sec-ranges', () => fieldScreens().then((m) => m.loadSecRangesPage())),
  '/cities': screen('cities', () => fieldScreens().then((m) => m.loadCitiesPage())),
  // People management (issue 17).
  '/user-management': userScreens('UserManagementPage'),
  '/view-user-profile': userScreens('UserProfilePage'),
  // Competitor analysis (issue 18).
  '/competitor-report': competitorScreens('CompetitorsPage'),
  '/competitor-report/view-details/{competitor_id}': competitorScreens('CompetitorDetailsPage'),
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}':
    competitorScreens('CompetitorCampaignPage'),
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports':
    competitorScreens('CompetitorReportsPage'),
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}':
    competitorScreens('CompetitorReportCreatePage'),
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}/view':
    competitorScreens('CompetitorReportViewPage'),
  // The lifecycle explorer (issue 19, an extension route).
  '/lifecycles': screen('lifecycles', () => import('./user-screens.ts').then((m) => m.loadLifecyclesPage())),
};

/** A route of the table as the router uses it: the definition, its wouter pattern and its screen. */
export interface AppRoute extends RouteDefinition<AppPath> {
  /** wouter pattern (`/view-plan/:plan_id`). */
  pattern: string;
  screen: Screen;
}

/** The route table, in its order, with the screens. The router, and the tests of the table, read it. */
export const appRoutes: readonly AppRoute[] = ROUTES.map((route) => ({
  ...route,
  pattern: toRoutePattern(route.path),
  screen: screens[route.path] ?? notBuiltScreen,
}));
