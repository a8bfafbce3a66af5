import { getShortestPaths } from '@xstate/graph';
import { type AnyStateMachine, type EventFromLogic, getNextSnapshot } from 'xstate';
import { type LifecycleFacts, resolve } from '../lifecycle/lifecycle.ts';

/**
 * Path coverage of a domain lifecycle, generated from the machine's own graph rather than listed by hand.
 * Tests give sample events (including ones a guard must refuse, e.g. an empty reason) and fact variants
 * (e.g. a plan with and without sites); this explores every status × facts × event and compares what happened
 * with the transitions the machine declares. A machine with nested states (a form's `editing.checking`) is
 * explored from its top-level states; a step ends in the dotted path of the state it reaches.
 */

/** `'submitting'`, or `'editing.checking'` for `{ editing: 'checking' }`. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? ['', undefined];
  return child === undefined || (typeof child === 'object' && child !== null && !Object.keys(child).length)
    ? key
    : `${key}.${statePath(child)}`;
}

/** Whether a step that reached `reached` went to `target` (itself or a state inside it). */
const within = (reached: string | null, target: string) =>
  reached !== null && (reached === target || reached.startsWith(`${target}.`));

export interface DeclaredTransition {
  from: string;
  eventType: string;
  /** The target's dotted path (`editing.checking`); the state itself for a transition without a target. */
  to: string;
  guarded: boolean;
  /** Index among the candidates for this event in this state (order matters for guards). */
  index: number;
}

export interface ObservedStep {
  from: string;
  event: { type: string };
  facts: Record<string, unknown>;
  to: string | null;
}

/** Every transition the machine declares between top-level statuses (a target-less one stays in place). */
export function declaredTransitions(machine: AnyStateMachine): DeclaredTransition[] {
  const result: DeclaredTransition[] = [];
  for (const [status, node] of Object.entries(machine.states)) {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((transition, index) => {
        result.push({
          from: status,
          eventType,
          to: transition.target?.[0]?.path.join('.') ?? status,
          guarded: Boolean(transition.guard),
          index,
        });
      });
    }
  }
  return result;
}

/** Every status × facts variant × sample event, as the lifecycle's `next` (the server's) decides it. */
export function explore<M extends AnyStateMachine>(
  machine: M,
  events: readonly EventFromLogic<M>[],
  factVariants: readonly LifecycleFacts<M>[] = [{}],
): ObservedStep[] {
  const steps: ObservedStep[] = [];
  for (const from of Object.keys(machine.states)) {
    for (const facts of factVariants) {
      for (const event of events) {
        const snapshot = resolve(machine, from, facts) as { can(event: unknown): boolean };
        const to = snapshot.can(event)
          ? statePath((getNextSnapshot(machine, snapshot as never, event) as { value: unknown }).value)
          : null;
        steps.push({ from, event, facts: facts as Record<string, unknown>, to });
      }
    }
  }
  return steps;
}

/** Statuses reachable from the initial one, by the shortest paths @xstate/graph finds for each facts variant. */
export interface ExploreOptions {
  /**
   * Context fields that do not tell two states apart for the graph: counters that grow with every event (a form's
   * `invalidAttempts`) would make the graph endless.
   */
  ignoreContext?: readonly string[];
}

export function reachableStatuses<M extends AnyStateMachine>(
  machine: M,
  events: readonly EventFromLogic<M>[],
  factVariants: readonly LifecycleFacts<M>[] = [{}],
  { ignoreContext = [] }: ExploreOptions = {},
): Set<string> {
  const initial = String(machine.config.initial);
  const reached = new Set<string>();
  const serializeState = (state: { value: unknown; context: Record<string, unknown> }) =>
    JSON.stringify({
      value: state.value,
      context: Object.fromEntries(
        Object.entries(state.context).filter(([key]) => !ignoreContext.includes(key)),
      ),
    });
  for (const facts of factVariants) {
    const paths = getShortestPaths(machine, {
      events: [...events] as never,
      fromState: resolve(machine, initial, facts) as never,
      ...(ignoreContext.length ? { serializeState: serializeState as never } : {}),
    });
    for (const path of paths) {
      reached.add(statePath((path.state as { value: unknown }).value).split('.')[0] as string);
    }
  }
  return reached;
}

export interface CoverageReport {
  unreachable: string[];
  /** Declared transitions no sample took. */
  unexercised: string[];
  /** Guarded transitions not seen both taken and refused. */
  guardsNotTriedBothWays: string[];
}

export function coverage<M extends AnyStateMachine>(
  machine: M,
  events: readonly EventFromLogic<M>[],
  factVariants: readonly LifecycleFacts<M>[] = [{}],
  options: ExploreOptions = {},
): CoverageReport {
  const reached = reachableStatuses(machine, events, factVariants, options);
  const steps = explore(machine, events, factVariants);
  const declared = declaredTransitions(machine);
  const label = (t: DeclaredTransition) => `${t.from} --${t.eventType}--> ${t.to}`;
  const taken = (t: DeclaredTransition) =>
    steps.some((s) => s.from === t.from && s.event.type === t.eventType && within(s.to, t.to));
  const refusedOrElsewhere = (t: DeclaredTransition) =>
    steps.some((s) => s.from === t.from && s.event.type === t.eventType && !within(s.to, t.to));
  return {
    unreachable: Object.keys(machine.states).filter((status) => !reached.has(status)),
    unexercised: declared.filter((t) => !taken(t)).map(label),
    guardsNotTriedBothWays: declared
      .filter((t) => t.guarded && !(taken(t) && refusedOrElsewhere(t)))
      .map(label),
  };
}
