/**
 * The field screens' loaders, in a small chunk of their own. Each page's dynamic import carries the list of chunks
 * it preloads; written in `screens.ts`, those lists would sit in the first page's chunk, which is at its budget
 * (scripts/check-bundle-budget.mjs). Here they load with this chunk: opening a field screen fetches it, then the
 * page (both once).
 */
export const loadOperationAnalystPage = () =>
  import('../pages/OperationAnalystPage.tsx').then((m) => m.OperationAnalystPage);

export const loadOperationAnalystCampaignPage = () =>
  import('../pages/OperationAnalystCampaignPage.tsx').then((m) => m.OperationAnalystCampaignPage);

export const loadSiteViewPage = () => import('../pages/SiteViewPage.tsx').then((m) => m.SiteViewPage);

// The site inventory's screens (issue 16) load through the same small chunk, for the same reason: the list with
// the two site views, and the site form's three routes.
export const loadSiteScreen = (
  name: 'SiteManagementPage' | 'InventorySiteViewPage' | 'RequestedSiteViewPage',
) => import('../pages/SiteManagementPage.tsx').then((m) => m[name]);

export const loadSiteFormScreen = (name: 'AddSitePage' | 'EditSitePage' | 'RequestedSiteDetailsPage') =>
  import('../pages/SiteFormPage.tsx').then((m) => m[name]);

// The lookup administration's screens (issue 16, extension routes), for the same reason.
export const loadMediumsPage = () => import('../pages/MediumsPage.tsx').then((m) => m.MediumsPage);
export const loadSecRangesPage = () => import('../pages/SecRangesPage.tsx').then((m) => m.SecRangesPage);
export const loadCitiesPage = () => import('../pages/CitiesPage.tsx').then((m) => m.CitiesPage);

// The plan site table (its chunk preloads the map's and the pickers' parts) and the diagnostics page, for the same
// reason: their preload lists made the first page's chunk pass its budget when issue 16 added its routes.
export const loadAddPlanSitesPage = () =>
  import('../pages/AddPlanSitesPage.tsx').then((m) => m.AddPlanSitesPage);
export const loadTestingPage = () => import('../pages/TestingPage.tsx').then((m) => m.TestingPage);

// Client management and a client's profile (issue 17): one module for both routes, for the same reason.
export const loadClientScreen = (name: 'ClientManagementPage' | 'ClientProfilePage') =>
  import('../pages/ClientManagementPage.tsx').then((m) => m[name]);

// Competitor analysis (issue 18): one module for the domain's six routes, for the same reason.
export type CompetitorScreenName =
  | 'CompetitorsPage'
  | 'CompetitorDetailsPage'
  | 'CompetitorCampaignPage'
  | 'CompetitorReportsPage'
  | 'CompetitorReportCreatePage'
  | 'CompetitorReportViewPage';
export const loadCompetitorScreen = (name: CompetitorScreenName) =>
  import('../pages/CompetitorsPage.tsx').then((m) => m[name]);
