import type { ApiClient } from '@ooh/api';
import { type LifecycleFacts, offer } from '@ooh/machines/lifecycle';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import type { CallRule, Permissions } from '../permissions/permissions.ts';

/** Words that may depend on the record (`Accept brief BR-2026-0042?`). */
export type RecordText<R> = string | ((record: R) => string);

/** What a lifecycle call answered: its message for the toast, and the record as the server now has it. */
export interface ActionOutcome<R> {
  message: string;
  /** The changed fields (status, reason, version…); absent when the record is gone (deleted). */
  change?: Partial<R>;
}

interface ActionBase<M extends AnyStateMachine, R, K extends string> {
  key: K;
  /** The machine event the action sends; a reason-taking event carries a stand-in reason here. */
  event: EventFromLogic<M>;
  /** The contract entry the action calls (by record, when it depends on it): its roles say who may. */
  endpoint: CallRule | ((record: R) => CallRule);
  label: string;
}

/** An action that opens a screen (update a brief, edit a plan's sites): offered when the role may open it. */
export interface LinkAction<M extends AnyStateMachine, R, K extends string> extends ActionBase<M, R, K> {
  kind: 'link';
  href: (record: R) => string;
}

/** An action that calls the server after a confirmation, through the action machine. */
export interface CallAction<M extends AnyStateMachine, R, K extends string> extends ActionBase<M, R, K> {
  kind: 'call';
  /** `primary` (the expected next step), `secondary`, or `danger` (destructive: a red confirm too). */
  tone: 'primary' | 'secondary' | 'danger';
  confirm: {
    title: RecordText<R>;
    description: RecordText<R>;
    confirmLabel: RecordText<R>;
  };
  /** Set when the event needs a reason: the dialog asks for it and the machine refuses to go on without one. */
  reason?: { label: string; hint: string };
  perform: (client: ApiClient, record: R, reason: string | undefined) => Promise<ActionOutcome<R>>;
}

export type LifecycleAction<M extends AnyStateMachine, R, K extends string = string> =
  | LinkAction<M, R, K>
  | CallAction<M, R, K>;

/**
 * A domain's lifecycle actions as data: which machine decides, how a record gives its status and the facts the
 * guards read, and per action the event, the call, the words and the confirmation. `LifecycleActions` renders
 * them; `lifecycleOffer` says which are allowed and why others are not.
 */
export interface LifecycleDefinition<M extends AnyStateMachine, R, K extends string = string> {
  machine: M;
  status: (record: R) => string;
  facts: (record: R) => LifecycleFacts<M>;
  actions: readonly LifecycleAction<M, R, K>[];
}

/** Declares a definition with its types inferred (the machine, the record and the action keys). */
export function defineLifecycle<M extends AnyStateMachine, R, const K extends string>(
  definition: LifecycleDefinition<M, R, K>,
): LifecycleDefinition<M, R, K> {
  return definition;
}

export function textOf<R>(text: RecordText<R>, record: R): string {
  return typeof text === 'function' ? text(record) : text;
}

export function endpointOf<M extends AnyStateMachine, R, K extends string>(
  action: LifecycleAction<M, R, K>,
  record: R,
): CallRule {
  return typeof action.endpoint === 'function' ? action.endpoint(record) : action.endpoint;
}

export interface LifecycleOffer<K extends string> {
  /** The keys of the actions to offer, in the definition's order. */
  allowed: ReadonlySet<K>;
  /**
   * Why an action the role could take is not offered now: the status takes it, but a rule of the machine refuses
   * (no site yet, another plan of the brief accepted), in the rule's own words. Statuses that simply do not take
   * the action say nothing.
   */
  hints: readonly string[];
}

/** Which of a record's actions the viewer is offered, and the rules that hold back the others. */
export function lifecycleOffer<M extends AnyStateMachine, R, K extends string>(
  definition: LifecycleDefinition<M, R, K>,
  record: R,
  permissions: Permissions,
): LifecycleOffer<K> {
  const status = definition.status(record);
  const facts = definition.facts(record);
  const allowed = new Set<K>();
  const hints = new Set<string>();
  for (const action of definition.actions) {
    if (!permissions.mayCall(endpointOf(action, record))) continue;
    if (action.kind === 'link' && !permissions.mayOpen(action.href(record))) continue;
    const answer = offer(definition.machine, status, action.event, facts);
    if (answer.allowed) allowed.add(action.key);
    else if (answer.rule) hints.add(answer.rule);
  }
  return { allowed, hints: [...hints] };
}
