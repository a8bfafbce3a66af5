import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/index.ts';
import {
  briefDecision,
  briefFixtures,
  briefPage,
  briefPlans,
  clientPage,
  fixtures,
  groupedSites,
  notificationsPage,
  planFixtures,
  planHistory,
  planPage,
  plansOfBrief,
  siteOptions,
  unmockedEndpoints,
} from './index.ts';

describe('msw handlers', () => {
  it('answer every entry of the contract', () => {
    expect(unmockedEndpoints()).toEqual([]);
  });

  it('fixtures satisfy the response schemas they stand in for', () => {
    const byId = Object.fromEntries(endpoints.map((e) => [e.id, e]));
    const samples: Record<string, unknown> = {
      login: fixtures.login,
      fetchRoles: { data: fixtures.roles },
      fetchRegions: { data: fixtures.regions },
      fetchCities: { data: fixtures.cities },
      fetchLocationsByCities: { data: fixtures.locations },
      fetchSitesByLocations: { data: fixtures.sites },
      fetchMediums: { data: fixtures.mediums },
      fetchSecRanges: { data: fixtures.secRanges },
      fetchAgeRanges: { data: fixtures.ageRanges },
      fetchLsmList: { data: fixtures.lsmLevels },
      fetchBriefCounts: fixtures.briefCounts,
      fetchPlanCounts: fixtures.planCounts,
      fetchDashboardStats: fixtures.dashboardStats,
      fetchNotifications: notificationsPage(1, 10),
      health: fixtures.health,
      acceptBrief: briefDecision(1, 'approved'),
      rejectBrief: briefDecision(1, 'rejected', 'Budget too low'),
      deleteBrief: briefDecision(3, 'deleted'),
      fetchNewBriefs: briefPage('pending', {}),
      fetchApprovedBriefs: briefPage('approved', { search: 'jazz' }),
      fetchRejectedBriefs: briefPage('rejected', { page: 2, limit: 2 }),
      fetchSingleBrief: { brief: briefFixtures[2], plans: briefPlans(3) },
      createBrief: { message: 'Brief created', brief: briefFixtures[0] },
      updateBriefByFile: { message: 'Brief updated', brief: briefFixtures[1] },
      addDesignLink: { message: 'Design link saved', brief: briefFixtures[2] },
      fetchAllClients: clientPage({ search: 'sha' }),
      fetchInprogressPlans: planPage((p) => p.status === 'inprogress', {}),
      fetchPendingPlansOfBrief: plansOfBrief(planFixtures[1]!.brief_id),
      fetchPlan: { plan: planFixtures[3], history: planHistory(planFixtures[3]!) },
      fetchPlanGroupedSites: groupedSites(planFixtures[0]!),
      fetchPlanSiteOptions: siteOptions({ availability: 'booked' }),
    };
    expect(briefPage('pending', {}).briefs.length).toBeGreaterThan(0);
    expect(briefPlans(3)).toHaveLength(1);
    expect(siteOptions({ availability: 'booked' }).sites.length).toBeGreaterThan(0);
    expect(groupedSites(planFixtures[0]!).sitesGroupedByCity.map((g) => g.city_name)).toEqual([
      'Karachi',
      'Lahore',
    ]);
    for (const [id, sample] of Object.entries(samples)) {
      const result = byId[id]?.response.safeParse(sample);
      expect(result?.success, `${id}: ${result?.error?.message}`).toBe(true);
    }
  });
});
