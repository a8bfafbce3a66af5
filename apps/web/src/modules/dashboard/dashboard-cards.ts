import {
  type AnyEndpoint,
  type EndpointResponse,
  fetchBriefCounts,
  fetchDashboardStats,
  fetchPlanCounts,
} from '@ooh/api';
import type { Tone } from '@ooh/ui/css';
import { briefListHref } from '../briefs/brief-tabs.ts';
import { formatMoney } from '../briefs/format.ts';
import { planListHref } from '../plan-lists/plan-lists.ts';

export interface DashboardCard<E extends AnyEndpoint> {
  label: string;
  /** A count, or an amount already written out (`PKR 18,450,000`). */
  value: (data: EndpointResponse<E>) => number | string;
  /** The list the number counts; a link only for a viewer whose role may open it. */
  href: string;
  tone?: Tone;
}

export interface DashboardGroup<E extends AnyEndpoint> {
  title: string;
  endpoint: E;
  cards: DashboardCard<E>[];
}

const stats: DashboardGroup<typeof fetchDashboardStats> = {
  title: 'Overview',
  endpoint: fetchDashboardStats,
  cards: [
    { label: 'Total briefs', value: (d) => d.totalBriefs, href: '/brief', tone: 'neutral' },
    { label: 'Total plans', value: (d) => d.totalPlans, href: '/plan', tone: 'neutral' },
    {
      label: 'Active campaigns',
      value: (d) => d.activeCampaigns,
      href: '/campaign-management',
      tone: 'info',
    },
    {
      label: 'Completed campaigns',
      value: (d) => d.completedCampaigns,
      href: '/campaign-management',
      tone: 'neutral',
    },
    { label: 'Approved sites', value: (d) => d.approvedSites, href: '/site-management', tone: 'positive' },
    {
      label: 'Pending sites',
      value: (d) => d.pendingSites,
      href: '/site-management/requested-site/view',
      tone: 'caution',
    },
    { label: 'Clients', value: (d) => d.totalClients, href: '/client-management', tone: 'neutral' },
    {
      label: 'Value of accepted plans',
      value: (d) => formatMoney(d.acceptedPlansValue),
      href: planListHref('approved'),
      tone: 'positive',
    },
    {
      label: 'Sites in accepted plans',
      value: (d) => d.sitesInAcceptedPlans,
      href: planListHref('approved'),
      tone: 'positive',
    },
  ],
};

const briefs: DashboardGroup<typeof fetchBriefCounts> = {
  title: 'Briefs',
  endpoint: fetchBriefCounts,
  cards: [
    { label: 'New briefs', value: (d) => d.pendingBriefsCount, href: briefListHref('new'), tone: 'caution' },
    {
      label: 'Approved briefs',
      value: (d) => d.approvedBriefsCount,
      href: briefListHref('approved'),
      tone: 'positive',
    },
    {
      label: 'Rejected briefs',
      value: (d) => d.rejectedBriefsCount,
      href: briefListHref('rejected'),
      tone: 'critical',
    },
  ],
};

const plans: DashboardGroup<typeof fetchPlanCounts> = {
  title: 'Plans',
  endpoint: fetchPlanCounts,
  cards: [
    {
      label: 'Plans in progress',
      value: (d) => d.inprogressPlansCount,
      href: planListHref('inprogress'),
      tone: 'info',
    },
    {
      label: 'Pending plans',
      value: (d) => d.pendingPlansCount,
      href: planListHref('pending'),
      tone: 'caution',
    },
    {
      label: 'Accepted plans',
      value: (d) => d.acceptedPlansCount,
      href: planListHref('approved'),
      tone: 'positive',
    },
    {
      // Required + pending; the list of those waiting on the planner opens first.
      label: 'Plans in modification',
      value: (d) => d.modificationPlansCount,
      href: planListHref('modification-required'),
      tone: 'caution',
    },
    { label: 'Lost plans', value: (d) => d.rejectedPlansCount, href: '/lostPlan', tone: 'critical' },
  ],
};

export const dashboardGroups = { stats, briefs, plans };
