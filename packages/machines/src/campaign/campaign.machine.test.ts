import { describe, expect, it } from 'vitest';
import { allowedEvents, assertTransition, next } from '../lifecycle/index.ts';
import { coverage } from '../testing/index.ts';
import { CAMPAIGN_EDITING_EVENTS, type CampaignEvent, campaignMachine } from './campaign.machine.ts';

const editing: CampaignEvent[] = CAMPAIGN_EDITING_EVENTS.map((type) => ({ type }));
const samples: CampaignEvent[] = [...editing, { type: 'campaign.complete' }];

describe('campaign lifecycle', () => {
  it('reaches every status, takes every transition and tries every guard both ways', () => {
    expect(coverage(campaignMachine, samples, [{ unsettledSites: 0 }, { unsettledSites: 3 }])).toEqual({
      unreachable: [],
      unexercised: [],
      guardsNotTriedBothWays: [],
    });
  });

  it('follows docs/domain.md: editable while active, read-only once completed', () => {
    expect(next(campaignMachine, 'active', { type: 'campaign.complete' })).toBe('completed');
    expect(allowedEvents(campaignMachine, 'active', samples)).toEqual(samples.map((event) => event.type));
    expect(allowedEvents(campaignMachine, 'completed', samples)).toEqual([]);
  });

  it('completes only when every site is approved or waived (allSitesSettled)', () => {
    const complete = { type: 'campaign.complete' } as const;
    expect(next(campaignMachine, 'active', complete, { unsettledSites: 0 })).toBe('completed');
    expect(next(campaignMachine, 'active', complete, { unsettledSites: 1 })).toBeNull();
    expect(() => assertTransition(campaignMachine, 'active', complete, { unsettledSites: 2 })).toThrow(
      'Cannot complete: this campaign is active. Every site needs an approved execution status (no proposal waiting) or a waiver with a reason before the campaign can be completed.',
    );
    // The edits do not depend on the sites.
    expect(allowedEvents(campaignMachine, 'active', editing, { unsettledSites: 5 })).toEqual(
      editing.map((event) => event.type),
    );
  });

  it('refuses every edit of a completed campaign with a message naming its status', () => {
    for (const event of samples) {
      expect(() => assertTransition(campaignMachine, 'completed', event)).toThrow(
        /: this campaign is completed\. A completed campaign is read-only/,
      );
    }
    expect(() => assertTransition(campaignMachine, 'completed', { type: 'campaign.update' })).toThrow(
      'Cannot update: this campaign is completed. A completed campaign is read-only: nothing in it can be changed any more.',
    );
  });
});
