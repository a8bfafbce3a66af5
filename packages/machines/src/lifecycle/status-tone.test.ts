import { describe, expect, it } from 'vitest';
import { BRIEF_STATUSES, briefStatusTone } from '../brief/index.ts';
import { CAMPAIGN_STATUSES, campaignStatusTone } from '../campaign/index.ts';
import { EXECUTION_STATUS_STATUSES, executionStatusStatusTone } from '../execution-status/index.ts';
import { PAY_ORDER_STATUSES, payOrderStatusTone } from '../pay-order/index.ts';
import { PLAN_STATUSES, planStatusTone } from '../plan/index.ts';
import { REQUESTED_SITE_STATUSES, requestedSiteStatusTone } from '../requested-site/index.ts';
import { SITE_IMAGE_STATUSES, siteImageStatusTone } from '../site-image/index.ts';
import { USER_STATUSES, userStatusTone } from '../user/index.ts';
import { STATUS_TONES, type StatusTone, toneOf } from './status-tone.ts';

const domains: [string, readonly string[], Record<string, StatusTone>][] = [
  ['brief', BRIEF_STATUSES, briefStatusTone],
  ['plan', PLAN_STATUSES, planStatusTone],
  ['pay order', PAY_ORDER_STATUSES, payOrderStatusTone],
  ['campaign', CAMPAIGN_STATUSES, campaignStatusTone],
  ['execution status', EXECUTION_STATUS_STATUSES, executionStatusStatusTone],
  ['site image', SITE_IMAGE_STATUSES, siteImageStatusTone],
  ['requested site', REQUESTED_SITE_STATUSES, requestedSiteStatusTone],
  ['user', USER_STATUSES, userStatusTone],
];

describe('status tones', () => {
  it.each(domains)('every %s status has exactly one known tone', (_domain, statuses, tones) => {
    expect(Object.keys(tones).sort()).toEqual([...statuses].sort());
    for (const tone of Object.values(tones)) expect(STATUS_TONES).toContain(tone);
  });

  it('reads a status string from the API, and an unknown status is neutral', () => {
    expect(toneOf(briefStatusTone, 'approved')).toBe('positive');
    expect(toneOf(planStatusTone, 'lost')).toBe('critical');
    expect(toneOf(planStatusTone, 'on_hold')).toBe('neutral');
    expect(toneOf(planStatusTone, 'toString')).toBe('neutral');
  });
});
