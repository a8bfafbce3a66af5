import type { AnyStateMachine } from 'xstate';
import { briefMachine } from '../brief/index.ts';
import { campaignMachine } from '../campaign/index.ts';
import { executionStatusMachine } from '../execution-status/index.ts';
import { payOrderMachine } from '../pay-order/index.ts';
import { planMachine } from '../plan/index.ts';
import { requestedSiteMachine } from '../requested-site/index.ts';
import { siteImageMachine } from '../site-image/index.ts';
import { userMachine } from '../user/index.ts';

/**
 * The record lifecycles (the machines whose states are statuses stored in the database), with what a reader needs
 * to explore one: its title and summary (docs/lifecycles and the admin's /lifecycles page say the same), the facts
 * its guards read besides the status, and the inputs its events carry. The facts and inputs are checked against the
 * machine by `catalog.test.ts`, so a simulator built from them asks exactly what the guards read.
 */

/** A fact a guard reads from the context: a yes/no, or a number (a count, or an id where null means "none"). */
export interface LifecycleFact {
  /** The machine context's key. */
  key: string;
  label: string;
  kind: 'boolean' | 'number';
  /** Whether "none" (null) is a value: an id not set yet. */
  nullable?: boolean;
  hint?: string;
}

/** A value an event carries that a guard reads (the reason of a rejection, the proposed status). */
export interface LifecycleEventInput {
  name: string;
  label: string;
  kind: 'text' | 'number';
}

export interface LifecycleEntry {
  /** The machine's id (`plan`, `payOrder`…): what contract entries name in `lifecycle`. */
  id: string;
  /** The machine's folder under packages/machines/src, also the name of its page in docs/lifecycles. */
  folder: string;
  title: string;
  /** One sentence on what the machine is, for a reader who has not seen the code. */
  summary: string;
  machine: AnyStateMachine;
  facts: readonly LifecycleFact[];
  /** By event type: the values the event carries that its guards read. */
  eventInputs: Readonly<Record<string, readonly LifecycleEventInput[]>>;
}

const REASON: readonly LifecycleEventInput[] = [{ name: 'reason', label: 'Reason', kind: 'text' }];

export const RECORD_LIFECYCLES: readonly LifecycleEntry[] = [
  {
    id: briefMachine.id,
    folder: 'brief',
    title: 'Brief',
    summary:
      "A client's brief for a campaign, from its creation to approval or rejection, and its deletion while no plan is attached.",
    machine: briefMachine,
    facts: [{ key: 'hasPlan', label: 'A plan is attached', kind: 'boolean' }],
    eventInputs: { 'brief.reject': REASON },
  },
  {
    id: planMachine.id,
    folder: 'plan',
    title: 'Plan',
    summary:
      'A media plan built for an approved brief, through review and modification rounds to acceptance or loss.',
    machine: planMachine,
    facts: [
      { key: 'siteCount', label: 'Sites on the plan', kind: 'number' },
      { key: 'briefHasAcceptedPlan', label: 'The brief already has an accepted plan', kind: 'boolean' },
    ],
    eventInputs: { 'plan.requestModification': REASON, 'plan.lose': REASON },
  },
  {
    id: payOrderMachine.id,
    folder: 'pay-order',
    title: 'Pay order',
    summary:
      "The client's purchase order recorded against an accepted plan; accepting it creates the campaign.",
    machine: payOrderMachine,
    facts: [],
    eventInputs: { 'payOrder.reject': REASON },
  },
  {
    id: campaignMachine.id,
    folder: 'campaign',
    title: 'Campaign',
    summary:
      'A campaign created from an accepted pay order: editable while active, read-only once completed.',
    machine: campaignMachine,
    facts: [
      {
        key: 'unsettledSites',
        label: 'Sites not yet settled',
        kind: 'number',
        hint: 'Neither an approved execution status nor a waiver',
      },
    ],
    eventInputs: {},
  },
  {
    id: executionStatusMachine.id,
    folder: 'execution-status',
    title: 'Execution status of a plan site',
    summary:
      'The progress of one plan site during a campaign (design received, printing, … dismounted): an operation analyst proposes the next status, an admin approves or rejects it.',
    machine: executionStatusMachine,
    facts: [
      {
        key: 'currentStatusId',
        label: 'Approved status (position in the list)',
        kind: 'number',
        nullable: true,
        hint: 'Empty before the first one is approved; the list is 1, 2, 3 … 7',
      },
      { key: 'proposedStatusId', label: 'Proposed status', kind: 'number', nullable: true },
      { key: 'waived', label: 'Waived with a reason', kind: 'boolean' },
    ],
    eventInputs: {
      'executionStatus.propose': [{ name: 'statusId', label: 'Status to propose', kind: 'number' }],
    },
  },
  {
    id: siteImageMachine.id,
    folder: 'site-image',
    title: 'Site image',
    summary: 'A proof-of-posting photo of a plan site, reviewed by an admin.',
    machine: siteImageMachine,
    facts: [],
    eventInputs: { 'siteImage.reject': REASON },
  },
  {
    id: requestedSiteMachine.id,
    folder: 'requested-site',
    title: 'Requested site',
    summary:
      'A site asked for in the field that is not yet in the inventory, until an admin or KAM approves it.',
    machine: requestedSiteMachine,
    facts: [],
    eventInputs: {},
  },
  {
    id: userMachine.id,
    folder: 'user',
    title: 'User',
    summary: "A staff member's account, from being added by an admin to activation, suspension and deletion.",
    machine: userMachine,
    facts: [],
    eventInputs: {},
  },
];

/**
 * Facts a simulator starts from besides the machine's own context: the execution status list is the dropdown's
 * (seven statuses, 1 to 7) rather than the empty list the machine starts with, so a proposal can be made.
 */
export const SAMPLE_FACTS: Readonly<Record<string, Record<string, unknown>>> = {
  executionStatus: { statusOrder: [1, 2, 3, 4, 5, 6, 7] },
};

/** The lifecycle with this machine id, if it is a record lifecycle. */
export function lifecycleById(id: string): LifecycleEntry | undefined {
  return RECORD_LIFECYCLES.find((entry) => entry.id === id);
}

/** An event type in words: `plan.requestModification` → "Request modification". */
export function eventLabel(eventType: string): string {
  const action = eventType.split('.').pop() ?? eventType;
  const words = action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The event types a state handles, in the order the machine declares them. */
export function eventsOf(machine: AnyStateMachine, state: string): string[] {
  const node = machine.states[state];
  return node ? Object.keys(node.on ?? {}).filter((type) => !type.startsWith('xstate.')) : [];
}
