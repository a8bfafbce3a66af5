import { getShortestPaths } from '@xstate/graph';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { type LifecycleFacts, next, resolve } from '../lifecycle/lifecycle.ts';

/**
 * Path coverage of a domain lifecycle, generated from the machine's own graph rather than listed by hand.
 * Tests give sample events (including ones a guard must refuse, e.g. an empty reason) and fact variants
 * (e.g. a plan with and without sites); this explores every status × facts × event and compares what happened
 * with the transitions the machine declares.
 */

export interface DeclaredTransition {
  from: string;
  eventType: string;
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
          to: transition.target?.[0]?.key ?? status,
          guarded: Boolean(transition.guard),
          index,
        });
      });
    }
  }
  return result;
}

/** Every status × facts variant × sample event, through the same `next` the server uses. */
export function explore<M extends AnyStateMachine>(
  machine: M,
  events: readonly EventFromLogic<M>[],
  factVariants: readonly LifecycleFacts<M>[] = [{}],
): ObservedStep[] {
  const steps: ObservedStep[] = [];
  for (const from of Object.keys(machine.states)) {
    for (const facts of factVariants) {
      for (const event of events) {
        steps.push({
          from,
          event,
          facts: facts as Record<string, unknown>,
          to: next(machine, from, event, facts),
        });
      }
    }
  }
  return steps;
}

/** Statuses reachable from the initial one, by the shortest paths @xstate/graph finds for each facts variant. */
export function reachableStatuses<M extends AnyStateMachine>(
  machine: M,
  events: readonly EventFromLogic<M>[],
  factVariants: readonly LifecycleFacts<M>[] = [{}],
): Set<string> {
  const initial = String(machine.config.initial);
  const reached = new Set<string>();
  for (const facts of factVariants) {
    const paths = getShortestPaths(machine, {
      events: [...events] as never,
      fromState: resolve(machine, initial, facts) as never,
    });
    for (const path of paths) reached.add(String((path.state as { value: unknown }).value));
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
): CoverageReport {
  const reached = reachableStatuses(machine, events, factVariants);
  const steps = explore(machine, events, factVariants);
  const declared = declaredTransitions(machine);
  const label = (t: DeclaredTransition) => `${t.from} --${t.eventType}--> ${t.to}`;
  const taken = (t: DeclaredTransition) =>
    steps.some((s) => s.from === t.from && s.event.type === t.eventType && s.to === t.to);
  const refusedOrElsewhere = (t: DeclaredTransition) =>
    steps.some((s) => s.from === t.from && s.event.type === t.eventType && s.to !== t.to);
  return {
    unreachable: Object.keys(machine.states).filter((status) => !reached.has(status)),
    unexercised: declared.filter((t) => !taken(t)).map(label),
    guardsNotTriedBothWays: declared
      .filter((t) => t.guarded && !(taken(t) && refusedOrElsewhere(t)))
      .map(label),
  };
}
