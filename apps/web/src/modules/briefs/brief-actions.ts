import {
  type AnyEndpoint,
  acceptBrief,
  type Brief,
  type BriefKind,
  deleteBrief,
  rejectBrief,
  type StaffRole,
  updateBrief,
  updateBriefByFile,
} from '@ooh/api';
import { type BriefEvent, briefMachine } from '@ooh/machines/brief';
import { can, statusLabel } from '@ooh/machines/lifecycle';
import { canOpenPath } from '../navigation/route-match.ts';

/** What a reviewer may do with one brief on its review screen. */
export type BriefAction = 'accept' | 'reject' | 'delete' | 'update';

export type BriefActionSet = Readonly<Record<BriefAction, boolean>>;

// `can` needs a whole event: a reject carries a reason, which the dialog asks for later; any text stands in.
const machineEvents: Record<BriefAction, BriefEvent> = {
  accept: { type: 'brief.accept' },
  reject: { type: 'brief.reject', reason: 'asked in the dialog' },
  delete: { type: 'brief.delete' },
  update: { type: 'brief.update' },
};

function endpointFor(action: BriefAction, kind: BriefKind): AnyEndpoint {
  switch (action) {
    case 'accept':
      return acceptBrief;
    case 'reject':
      return rejectBrief;
    case 'delete':
      return deleteBrief;
    case 'update':
      return kind === 'file' ? updateBriefByFile : updateBrief;
  }
}

/** The update screen of a brief: the form, or the upload for a file brief. */
export function updateHref(brief: Pick<Brief, 'id' | 'kind'>): string {
  return brief.kind === 'file' ? `/update-brief-by-file/${brief.id}` : `/update-brief/${brief.id}`;
}

/** The review screen of a brief, by how it came in. */
export function reviewHref(brief: Pick<Brief, 'id' | 'kind'>): string {
  return brief.kind === 'file' ? `/brief-review-file/${brief.id}` : `/brief-review-form/${brief.id}`;
}

function machineAllows(brief: Pick<Brief, 'status' | 'is_Plan_attached'>, action: BriefAction): boolean {
  try {
    return can(briefMachine, brief.status, machineEvents[action], {
      hasPlan: brief.is_Plan_attached === 'Y',
    });
  } catch {
    // A status the machine does not know offers nothing.
    return false;
  }
}

/**
 * The actions to offer: the brief machine allows the event in the brief's status (with its plan fact), the
 * contract lets the viewer's role make the call, and for update the route table lets the role open the screen.
 */
export function briefActions(
  brief: Pick<Brief, 'id' | 'status' | 'is_Plan_attached' | 'kind'>,
  role: StaffRole | null,
): BriefActionSet {
  const allowed = (action: BriefAction) =>
    role !== null && endpointFor(action, brief.kind).roles.includes(role) && machineAllows(brief, action);
  return {
    accept: allowed('accept'),
    reject: allowed('reject'),
    delete: allowed('delete'),
    update: allowed('update') && canOpenPath(updateHref(brief), role),
  };
}

/** A brief status in the screens' words, capitalised for a badge: pending → "New". */
export function briefStatusText(status: string): string {
  const label = statusLabel(briefMachine, status);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
