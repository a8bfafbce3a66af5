import {
  acceptBrief,
  type Brief,
  type BriefSummary,
  deleteBrief,
  rejectBrief,
  updateBrief,
  updateBriefByFile,
} from '@ooh/api';
import { briefUpdateHref } from '@ooh/api/routes';
import { briefMachine } from '@ooh/machines/brief';
import { defineLifecycle } from '../kit/lifecycle-actions/definition.ts';

/** What an accepted or rejected brief looks like after the server's answer. */
const decided = (answer: { message: string; brief: BriefSummary }) => ({
  message: answer.message,
  change: { status: answer.brief.status, reason: answer.brief.reason, updated_at: answer.brief.updated_at },
});

/**
 * The brief's lifecycle actions on its review screen (docs/domain.md, "Brief"): accept, reject with a reason,
 * update (its form or its document) and delete, each offered when the brief machine allows it in the brief's
 * status (with its plan fact) and the viewer's role may make the call.
 */
export const briefLifecycle = defineLifecycle({
  machine: briefMachine,
  status: (brief: Brief) => brief.status,
  facts: (brief) => ({ hasPlan: brief.is_Plan_attached === 'Y' }),
  actions: [
    {
      key: 'accept',
      kind: 'call',
      event: { type: 'brief.accept' },
      endpoint: acceptBrief,
      label: 'Accept',
      tone: 'primary',
      confirm: {
        title: (brief) => `Accept brief ${brief.brief_number}?`,
        description: 'The brief moves to Approved and the planners are told, so they can start a plan.',
        confirmLabel: 'Accept brief',
      },
      perform: async (client, brief) => decided(await client.call(acceptBrief, { params: { id: brief.id } })),
    },
    {
      key: 'reject',
      kind: 'call',
      // The reason is asked in the dialog; any text stands in for the machine's question.
      event: { type: 'brief.reject', reason: 'asked in the dialog' },
      endpoint: rejectBrief,
      label: 'Reject',
      tone: 'secondary',
      confirm: {
        title: (brief) => `Reject brief ${brief.brief_number}?`,
        description: 'The brief moves to Rejected; its author is told why and can update it.',
        confirmLabel: 'Reject brief',
      },
      reason: { label: 'Reason', hint: 'Shown to the author of the brief' },
      perform: async (client, brief, reason) =>
        decided(await client.call(rejectBrief, { params: { id: brief.id }, body: { reason: reason ?? '' } })),
    },
    {
      key: 'update',
      kind: 'link',
      event: { type: 'brief.update' },
      endpoint: (brief) => (brief.kind === 'file' ? updateBriefByFile : updateBrief),
      label: 'Update brief',
      href: briefUpdateHref,
    },
    {
      key: 'delete',
      kind: 'call',
      event: { type: 'brief.delete' },
      endpoint: deleteBrief,
      label: 'Delete',
      tone: 'danger',
      confirm: {
        title: (brief) => `Delete brief ${brief.brief_number}?`,
        description: 'The brief leaves every list and count. This cannot be undone.',
        confirmLabel: 'Delete brief',
      },
      perform: async (client, brief) => {
        const answer = await client.call(deleteBrief, { params: { id: brief.id } });
        return { message: answer.message };
      },
    },
  ],
});
