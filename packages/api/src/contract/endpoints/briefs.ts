import { z } from 'zod';
import { defineEndpoint } from '../define.ts';
import { IdParams, IsoDateTime } from '../schemas.ts';

/**
 * Statuses of a brief as the server stores them (DOMAIN.md "Brief"; the brief machine's states). `pending` is
 * shown as "new"; `deleted` briefs keep their row for the audit trail but no list, count or call finds them.
 */
export const BriefStatus = z.enum(['pending', 'approved', 'rejected', 'deleted']);
export type BriefStatus = z.infer<typeof BriefStatus>;

/** The few fields every brief answer carries; the brief calls of issue 5 extend it. */
export const BriefSummary = z.object({
  id: z.number().int(),
  brief_number: z.string(),
  campaign_name: z.string(),
  client_name: z.string(),
  status: BriefStatus,
  /** The rejection reason; null unless rejected. */
  reason: z.string().nullable(),
  /** The spec's spelling: `Y` once any plan exists for the brief. */
  is_Plan_attached: z.enum(['Y', 'N']),
  updated_at: IsoDateTime,
});
export type BriefSummary = z.infer<typeof BriefSummary>;

const BriefDecision = z.object({ message: z.string(), brief: BriefSummary });

/** DOMAIN.md: ACCEPT and REJECT by the KAM, the designer or an admin. */
const reviewers = ['admin', 'key_account_manager', 'designer'] as const;

const REASON_REQUIRED = 'A reason is required to reject a brief';

export const acceptBrief = defineEndpoint({
  id: 'acceptBrief',
  lifecycle: 'brief',
  method: 'PATCH',
  path: '/accept-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: reviewers,
  group: 'briefs',
  summary:
    'Accepts a new (pending) brief; planners are notified. 409 naming the current status when the brief is not new.',
  params: IdParams,
  response: BriefDecision,
});

export const rejectBrief = defineEndpoint({
  id: 'rejectBrief',
  lifecycle: 'brief',
  method: 'PATCH',
  path: '/reject-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: reviewers,
  group: 'briefs',
  summary:
    "Rejects a new (pending) brief with a reason; the brief's creator and the admins are notified. 409 naming the current status when the brief is not new.",
  params: IdParams,
  body: z.object({
    reason: z
      .string({ error: REASON_REQUIRED })
      .trim()
      .min(1, REASON_REQUIRED)
      .max(1000, 'The reason can be at most 1000 characters'),
  }),
  response: BriefDecision,
});

export const deleteBrief = defineEndpoint({
  id: 'deleteBrief',
  lifecycle: 'brief',
  method: 'DELETE',
  path: '/delete-brief-admin-appsells/{id}',
  auth: 'bearer',
  roles: ['admin', 'key_account_manager'],
  group: 'briefs',
  summary:
    'Deletes a brief that has no plan (the row stays for the audit trail; it leaves every list and count). 409 when a plan is attached.',
  params: IdParams,
  response: BriefDecision,
});
