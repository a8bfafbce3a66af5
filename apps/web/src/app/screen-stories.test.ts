import type { StaffRole } from '@ooh/api';
import { describe, expect, it } from 'vitest';
import { storyAppOf } from '../modules/briefs/stories/story-app.tsx';
import { findRoute } from '../modules/navigation/route-match.ts';
import { type AppRoute, appRoutes, notBuiltScreen, type Screen } from './screens.ts';

/**
 * Every routed screen has stories for each state a designer reviews (loading, empty, error, full) and for the view
 * of each role that may open it (a signed-out visitor's on the public pages), so a new screen keeps the rule
 * (docs/domain.md, decisions: issue 19). A story shows a state by its tag (`state:loading`…, which Storybook's sidebar
 * filters by too), and a screen and a role by the `withBriefApp({ role, path })` it is drawn in: the route its path
 * opens, the role signed in. What cannot apply to a screen is declared, with the reason, in the one table below.
 */

const SCREEN_STORY_STATES = ['loading', 'empty', 'error', 'full'] as const;
type ScreenStoryState = (typeof SCREEN_STORY_STATES)[number];
const stateTag = (state: ScreenStoryState) => `state:${state}`;

/**
 * What a screen's stories need not show, and why, under one of the screen's route paths: a state that cannot happen
 * on it, or a role whose view is another's (named) with nothing of its own.
 */
type Exceptions = Partial<Record<ScreenStoryState | StaffRole | 'visitor', string>>;

const REVIEWERS =
  "the review is the same for its three roles (key account managers, designers and admins all accept and reject: the contract's reviewers)";
const PER_BRIEF_STATES =
  'one component (BriefPlans) draws the six per-brief plan lists: its loading, empty and failed states are shown on /inprogress-plans/{brief_id}';
const PER_BRIEF_ROLES =
  'what a role changes on the per-brief plan lists (the brief details link, Create plan) is the same on all six: shown by role on /inprogress-plans (planner), /modification-required (key account manager) and /modification-pending (editor)';
const SITE_FORM = 'one site form for every role that may open it (the server decides what each may save)';
const LOOKUP_STATES =
  'the same LookupAdminScreen as /mediums, whose Loading, Empty and Failed stories show these states (only the noun changes)';
const SAME_FOR_ROLES = 'nothing on it depends on the role: the same page for every role that may open it';
const SUPERSET = (of: string) =>
  `an admin may do all ${of} does here: the same page, shown in the ${of}'s stories`;

const perBrief: Exceptions = { loading: PER_BRIEF_STATES, empty: PER_BRIEF_STATES, error: PER_BRIEF_STATES };

const NOT_APPLICABLE: Partial<Record<string, Exceptions>> = {
  '/testing': { empty: 'the diagnostics always show their three cards: nothing on the page can be empty' },
  '/attach-plan/{brief_id}': { admin: SUPERSET('a key account manager') },
  '/brief': {
    key_account_manager: 'creates and reviews briefs as the admin does: the same list and actions (Full)',
  },
  '/notifications': {
    admin: `each role reads its own notifications: ${SAME_FOR_ROLES}`,
    planner: `each role reads its own notifications: ${SAME_FOR_ROLES}`,
    designer: `each role reads its own notifications: ${SAME_FOR_ROLES}`,
  },
  '/campaign-details/{brief_id}': {
    empty: 'a campaign starts from an accepted plan with its sites: never empty',
  },
  '/view-brief-details/{brief_id}': { admin: SUPERSET('a key account manager') },
  '/brief-review-file/{brief_id}': {
    empty: 'a file brief always has its document',
    designer: REVIEWERS,
    admin: REVIEWERS,
  },
  '/brief-review-form/{brief_id}': {
    empty: 'a form brief always has its fields',
    key_account_manager: REVIEWERS,
  },
  '/inprogress-plans/{brief_id}': { key_account_manager: PER_BRIEF_ROLES, admin: PER_BRIEF_ROLES },
  '/view-lost-plan/{brief_id}': { ...perBrief, key_account_manager: PER_BRIEF_ROLES, admin: PER_BRIEF_ROLES },
  '/approved-plan-review/{brief_id}': {
    ...perBrief,
    key_account_manager: PER_BRIEF_ROLES,
    admin: PER_BRIEF_ROLES,
  },
  '/modification-plan/{brief_id}': {
    ...perBrief,
    key_account_manager: PER_BRIEF_ROLES,
    admin: PER_BRIEF_ROLES,
  },
  '/modification-required/{brief_id}': { ...perBrief, planner: PER_BRIEF_ROLES, admin: PER_BRIEF_ROLES },
  '/modification-pending/{brief_id}': { ...perBrief, planner: PER_BRIEF_ROLES, admin: PER_BRIEF_ROLES },
  '/site-management/add': {
    loading: 'the add form loads no record: nothing to wait for before it shows',
    full: 'the add form filled in is the edit form (Edit): one form',
    admin: SITE_FORM,
  },
  '/site-management/edit': {
    empty: 'the edit form opens filled with its site',
    key_account_manager: SITE_FORM,
  },
  '/site-management/view': {
    empty: 'a site always has its fields',
    key_account_manager: 'edits and deletes sites as the admin does: the same page (Full)',
  },
  '/site-management/requested-site/view': {
    loading: 'the same record view and load as /site-management/view, whose Loading story shows it',
    empty: 'a requested site always has its fields',
    error:
      'the same record view and load as /site-management/view, whose NotFound and Failed stories show it',
    admin:
      'Complete the details is the same for its three roles; Delete (admins, key account managers) is shown on /site-management/view',
    planner:
      'Complete the details is the same for its three roles; Delete (admins, key account managers) is shown on /site-management/view',
  },
  '/site-management/requested-site/view/add-details': {
    loading: "the site form over the requested site: its loading is the edit form's (EditLoading)",
    empty: 'a requested site opens with what the field recorded: never empty',
    error: "the site form over the requested site: its failed load is the edit form's (EditFailed)",
    key_account_manager: SITE_FORM,
    admin: SITE_FORM,
  },
  '/sec-ranges': { loading: LOOKUP_STATES, empty: LOOKUP_STATES, error: LOOKUP_STATES },
  '/cities': { loading: LOOKUP_STATES, empty: LOOKUP_STATES, error: LOOKUP_STATES },
  '/view-user-profile': { empty: 'a user always has a name, an e-mail address and a role' },
  '/plan': {
    admin: "the admin's view is the key account manager's with the planner's Create plan: both shown",
  },
  '/lostPlan': {
    admin: `the reasons and the plan links: ${SAME_FOR_ROLES}`,
    planner: `the reasons and the plan links: ${SAME_FOR_ROLES}`,
  },
  '/competitor-report': { admin: SUPERSET('a planner') },
  '/competitor-report/view-details/{competitor_id}': { admin: SUPERSET('a planner') },
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports': {
    admin: SUPERSET('a planner'),
  },
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}': {
    loading: "the campaign's sites load as the report menu's do (MenuLoading): the same call",
    error: "the campaign's sites fail as the report menu's do (MenuFailed): the same call",
    admin: SUPERSET('a planner'),
  },
  '/competitor-report/{competitor_id}/campaign-details/{campaign_id}/reports/create/{report_type}/view': {
    admin: SUPERSET('a planner'),
  },
  '/add-plan-sites/{plan_id}': {
    key_account_manager: `builds plans as a planner does: ${SAME_FOR_ROLES}`,
    admin: `builds plans as a planner does: ${SAME_FOR_ROLES}`,
  },
  '/pre-campaign-form/{plan_id}': { planner: SAME_FOR_ROLES, key_account_manager: SAME_FOR_ROLES },
  '/create-brief': { admin: 'creates briefs as a key account manager does: one form' },
  '/create-brief-by-file': { admin: 'creates briefs as a key account manager does: one form' },
  '/update-brief/{brief_id}': {
    empty: 'the update form opens filled with its brief',
    admin: 'updates briefs as a key account manager does: one form',
  },
  '/update-brief-by-file/{brief_id}': {
    empty: 'the update form opens filled with its brief',
    admin: 'updates briefs as a key account manager does: one form',
  },
  '/plan/visual-representation': { admin: SUPERSET('a planner') },
  '/plan/plan-summary/{plan_id}': { planner: SAME_FOR_ROLES, admin: SAME_FOR_ROLES },
  '/plan/plan-summary-details/{plan_id}': { admin: SAME_FOR_ROLES, key_account_manager: SAME_FOR_ROLES },
};

type StoryModule = Record<string, unknown> & { default?: StoryLike };
interface StoryLike {
  decorators?: unknown;
  tags?: string[];
  play?: unknown;
}

const modules = import.meta.glob<StoryModule>('../pages/*.stories.tsx', { eager: true });

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

interface FoundStory {
  id: string;
  role: StaffRole | null;
  path: string;
  tags: string[];
  play: boolean;
}

/** Every story of the pages' stories files, with the role and address it is drawn at and its tags. */
const stories: FoundStory[] = Object.entries(modules).flatMap(([file, module]) => {
  const meta = module.default ?? {};
  return Object.entries(module)
    .filter(([name, value]) => name !== 'default' && typeof value === 'object' && value !== null)
    .map(([name, value]) => {
      const story = value as StoryLike;
      // A story's own decorators sit inside its file's: the innermost app is the one its screen reads.
      const app = [...asList(story.decorators), ...asList(meta.decorators)]
        .map(storyAppOf)
        .find((found) => found !== null);
      return {
        id: `${file.replace('../pages/', '')} › ${name}`,
        role: app ? app.role : null,
        path: app?.path ?? '',
        tags: [...(meta.tags ?? []), ...(story.tags ?? [])],
        play: typeof (story.play ?? meta.play) === 'function',
      };
    });
});

/** The routed screens: each screen object of the route table once, with its routes (a plan view has twelve). */
const screens = new Map<Screen, AppRoute[]>();
for (const route of appRoutes) {
  if (route.screen === notBuiltScreen) continue;
  screens.set(route.screen, [...(screens.get(route.screen) ?? []), route]);
}

const pathnameOf = (path: string) => path.split('?')[0] ?? '';

function storiesOf(routes: readonly AppRoute[]): FoundStory[] {
  return stories.filter((story) => {
    const match = findRoute(pathnameOf(story.path), appRoutes);
    return match !== null && routes.some((route) => route.path === match.route.path);
  });
}

/** Who must see each screen in a story: every staff role of its routes, or a signed-out visitor on public ones. */
function audienceOf(routes: readonly AppRoute[]): (StaffRole | 'visitor')[] {
  const audience = new Set<StaffRole | 'visitor'>();
  for (const route of routes) {
    if (route.roles === 'public') audience.add('visitor');
    else for (const role of route.roles) audience.add(role);
  }
  return [...audience];
}

/** The exceptions declared for a screen: under any of its routes' paths. */
function exceptionsOf(routes: readonly AppRoute[]) {
  return Object.assign({}, ...routes.map((route) => NOT_APPLICABLE[route.path] ?? {})) as Exceptions;
}

describe('the stories of the routed screens', () => {
  it('finds the screens and their stories', () => {
    expect(stories.length).toBeGreaterThan(100);
    expect(screens.size).toBeGreaterThan(40);
  });

  it('show every routed screen loading, empty, failed and full, and to each role that may open it', () => {
    const missing: string[] = [];
    for (const routes of screens.values()) {
      const found = storiesOf(routes);
      const exceptions = exceptionsOf(routes);
      const name = routes.length > 1 ? `${routes[0]?.path} (and ${routes.length - 1} more)` : routes[0]?.path;
      for (const state of SCREEN_STORY_STATES) {
        if (exceptions[state]) continue;
        if (!found.some((story) => story.tags.includes(stateTag(state))))
          missing.push(`${name}: no story tagged ${stateTag(state)}`);
      }
      for (const viewer of audienceOf(routes)) {
        if (exceptions[viewer]) continue;
        const role = viewer === 'visitor' ? null : viewer;
        if (!found.some((story) => story.role === role))
          missing.push(
            `${name}: no story shows it to ${viewer === 'visitor' ? 'a signed-out visitor' : viewer}`,
          );
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares no exception for a screen, state or role that does not exist, nor one a story covers', () => {
    const paths = new Set(appRoutes.map((route) => route.path));
    const stale: string[] = [];
    for (const [path, exceptions] of Object.entries(NOT_APPLICABLE)) {
      if (!paths.has(path as AppRoute['path'])) {
        stale.push(`${path}: no such route`);
        continue;
      }
      const routes = [...screens.values()].find((group) => group.some((route) => route.path === path)) ?? [];
      const found = storiesOf(routes);
      const audience = audienceOf(routes);
      for (const key of Object.keys(exceptions ?? {})) {
        const isState = (SCREEN_STORY_STATES as readonly string[]).includes(key);
        if (!isState && !audience.includes(key as StaffRole | 'visitor'))
          stale.push(`${path}: ${key} is neither a state nor a role of the screen`);
        else if (isState && found.some((story) => story.tags.includes(stateTag(key as ScreenStoryState))))
          stale.push(`${path}: a story shows ${key} after all`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('gives every story a play function (the test-runner checks what it draws)', () => {
    expect(stories.filter((story) => !story.play).map((story) => story.id)).toEqual([]);
  });
});
