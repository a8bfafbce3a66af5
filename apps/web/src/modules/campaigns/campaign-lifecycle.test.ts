import type { CampaignSiteItem, StaffRole } from '@ooh/api';
import { campaignOf, toCampaignDetail } from '@ooh/api/msw';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { type LifecycleDefinition, lifecycleOffer } from '../kit/lifecycle-actions/definition.ts';
import { permissionsFor } from '../kit/permissions/permissions.ts';
import {
  campaignLifecycle,
  executionProposalLifecycle,
  mayBeWaived,
  siteWaiverLifecycle,
} from './campaign-lifecycle.ts';

// The fake backend's worked example: campaign 1's sites in every state.
const worked = campaignOf(1);
const site = (index: number) => worked.sites[index] as CampaignSiteItem;
const PROPOSED = 3;
const UNASSIGNED = 6;
const VERIFIED = 0;
const WAIVED = 5;

function offer<M extends AnyStateMachine, R, K extends string>(
  definition: LifecycleDefinition<M, R, K>,
  record: R,
  role: StaffRole,
) {
  return lifecycleOffer(definition, record, permissionsFor(role));
}

describe('the decisions on a campaign site', () => {
  it('offers an admin approve and reject while a proposal waits, and nothing else', () => {
    expect([...offer(executionProposalLifecycle, site(PROPOSED), 'admin').allowed]).toEqual([
      'approve',
      'reject',
    ]);
    expect([...offer(executionProposalLifecycle, site(VERIFIED), 'admin').allowed]).toEqual([]);
    expect([...offer(executionProposalLifecycle, site(PROPOSED), 'operation_analyst').allowed]).toEqual([]);
    expect([...offer(executionProposalLifecycle, site(PROPOSED), 'planner').allowed]).toEqual([]);
  });

  it('waives only an unsettled site with no proposal waiting, an admin only, on an active campaign', () => {
    expect(mayBeWaived(site(UNASSIGNED))).toBe(true);
    expect(mayBeWaived(site(PROPOSED))).toBe(false);
    expect(mayBeWaived(site(VERIFIED))).toBe(false);
    expect(mayBeWaived(site(WAIVED))).toBe(false);
    const record = { site: site(UNASSIGNED), campaignStatus: 'active' };
    expect([...offer(siteWaiverLifecycle, record, 'admin').allowed]).toEqual(['waive']);
    expect([...offer(siteWaiverLifecycle, record, 'operation_analyst').allowed]).toEqual([]);
    expect([
      ...offer(siteWaiverLifecycle, { ...record, campaignStatus: 'completed' }, 'admin').allowed,
    ]).toEqual([]);
  });
});

describe('completing a campaign', () => {
  it('is held back while sites are unsettled, with the rule in words', () => {
    const campaign = toCampaignDetail(worked);
    expect(campaign.unsettled_sites).toBeGreaterThan(0);
    const answer = offer(campaignLifecycle, campaign, 'admin');
    expect([...answer.allowed]).toEqual([]);
    expect(answer.hints).toEqual([
      'Every site needs an approved execution status (no proposal waiting) or a waiver with a reason before the campaign can be completed.',
    ]);
  });

  it('is offered to admins and operation analysts once every site is settled, and never on a completed one', () => {
    const settled = { ...toCampaignDetail(worked), unsettled_sites: 0 };
    expect([...offer(campaignLifecycle, settled, 'admin').allowed]).toEqual(['complete']);
    expect([...offer(campaignLifecycle, settled, 'operation_analyst').allowed]).toEqual(['complete']);
    expect([...offer(campaignLifecycle, settled, 'planner').allowed]).toEqual([]);
    expect([
      ...offer(campaignLifecycle, { ...settled, status: 'completed' as const }, 'admin').allowed,
    ]).toEqual([]);
  });
});
