import {
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  getNextSnapshot,
  type SnapshotFrom,
} from 'xstate';

/**
 * One place where the server and the screens ask a domain lifecycle what may happen. A persisted status is
 * resolved into the machine (its states are named after the statuses stored in the database), then the machine
 * decides: the server refuses what it does not allow (409), the screens offer only what it allows.
 */

type Context<M extends AnyStateMachine> = ContextFrom<M>;
type Event<M extends AnyStateMachine> = EventFromLogic<M>;

/** The facts a guard needs besides the status (sites on a plan, an accepted plan on the brief…). */
export type LifecycleFacts<M extends AnyStateMachine> = Partial<Context<M>>;

export class UnknownStatusError extends Error {
  constructor(
    readonly machineId: string,
    readonly status: string,
  ) {
    super(`"${status}" is not a status of the ${machineId} lifecycle`);
    this.name = 'UnknownStatusError';
  }
}

/** Refused transition; `message` names the current status (and the rule, when a guard refused it). */
export class TransitionRefusedError extends Error {
  constructor(
    message: string,
    readonly machineId: string,
    readonly status: string,
    readonly eventType: string,
  ) {
    super(message);
    this.name = 'TransitionRefusedError';
  }
}

function baseContext(machine: AnyStateMachine): Record<string, unknown> {
  const context = machine.config.context;
  return context && typeof context === 'object' ? (context as Record<string, unknown>) : {};
}

/** The machine snapshot for a persisted status and the facts its guards read. */
export function resolve<M extends AnyStateMachine>(
  machine: M,
  status: string,
  facts: LifecycleFacts<M> = {},
): SnapshotFrom<M> {
  if (!Object.hasOwn(machine.states, status)) throw new UnknownStatusError(machine.id, status);
  return machine.resolveState({
    value: status,
    context: { ...baseContext(machine), ...facts } as Context<M>,
  }) as SnapshotFrom<M>;
}

/** Whether `event` is allowed in `status` (guards included). */
export function can<M extends AnyStateMachine>(
  machine: M,
  status: string,
  event: Event<M>,
  facts: LifecycleFacts<M> = {},
): boolean {
  return (resolve(machine, status, facts) as { can(event: Event<M>): boolean }).can(event);
}

/** The status after `event`, or null when the machine does not allow it. */
export function next<M extends AnyStateMachine>(
  machine: M,
  status: string,
  event: Event<M>,
  facts: LifecycleFacts<M> = {},
): string | null {
  const snapshot = resolve(machine, status, facts);
  if (!(snapshot as { can(event: Event<M>): boolean }).can(event)) return null;
  const after = getNextSnapshot(machine, snapshot, event) as { value: unknown };
  return String(after.value);
}

/** Human words of a status, from the state's `meta.label` (e.g. pending is shown as "new"). */
export function statusLabel(machine: AnyStateMachine, status: string): string {
  const node = machine.states[status];
  const label = (node?.meta as { label?: string } | undefined)?.label;
  return label ?? status.replaceAll('_', ' ');
}

/** A status as a badge or a heading shows it, capitalised: pending → "New", modification_required → "Modification required". */
export function statusTitle(machine: AnyStateMachine, status: string): string {
  const label = statusLabel(machine, status);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function verbOf(eventType: string): string {
  const action = eventType.split('.').pop() ?? eventType;
  return action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Why `event` is refused in `status`, in words a user can act on: "Cannot accept: this brief is approved." */
export function refusal(machine: AnyStateMachine, status: string, event: { type: string }): string {
  const entity = machine.id.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const base = `Cannot ${verbOf(event.type)}: this ${entity} is ${statusLabel(machine, status)}`;
  const state = machine.states[status];
  // When the state handles the event but a guard said no, the transition's description states the rule;
  // when the state handles nothing more (a final, read-only state), its own description does.
  const handled = state?.on?.[event.type] as Array<{ description?: string }> | undefined;
  const rule = handled
    ? handled.find((transition) => transition.description)?.description
    : (state?.description ?? undefined);
  return rule ? `${base}. ${rule}` : `${base}.`;
}

/** `next`, or a TransitionRefusedError naming the current status: what the server calls before every write. */
export function assertTransition<M extends AnyStateMachine>(
  machine: M,
  status: string,
  event: Event<M>,
  facts: LifecycleFacts<M> = {},
): string {
  const after = next(machine, status, event, facts);
  if (after === null) {
    throw new TransitionRefusedError(refusal(machine, status, event), machine.id, status, event.type);
  }
  return after;
}

/** The event types a screen may offer in `status`: those the machine allows with the given sample events. */
export function allowedEvents<M extends AnyStateMachine>(
  machine: M,
  status: string,
  samples: readonly Event<M>[],
  facts: LifecycleFacts<M> = {},
): Array<Event<M>['type']> {
  return samples.filter((event) => can(machine, status, event, facts)).map((event) => event.type);
}

/** Whether a screen may offer `event` now, and when not, whether the status takes it but a rule refuses. */
export type Offer =
  | { allowed: true }
  /** `rule`: the words of the refusing guard when the status handles the event (no site yet, …); else null. */
  | { allowed: false; rule: string | null };

/**
 * What a screen asks before offering an action: allowed, or refused with the rule to show ("Add at least one
 * site before submitting") when the status takes the event but a guard says no. A status the machine does not
 * know offers nothing. Screens never read a machine's state nodes themselves; this does it for them.
 */
export function offer<M extends AnyStateMachine>(
  machine: M,
  status: string,
  event: Event<M>,
  facts: LifecycleFacts<M> = {},
): Offer {
  if (!Object.hasOwn(machine.states, status)) return { allowed: false, rule: null };
  if (can(machine, status, event, facts)) return { allowed: true };
  const handled = machine.states[status]?.on?.[event.type] as Array<{ description?: string }> | undefined;
  if (!handled) return { allowed: false, rule: null };
  const rule = handled.find((transition) => transition.description)?.description;
  return { allowed: false, rule: rule ?? refusal(machine, status, event) };
}
