import { eventLabel, eventsOf, type LifecycleEntry, SAMPLE_FACTS } from '@ooh/machines/diagram';
import { assertTransition, resolve, statusTitle, TransitionRefusedError } from '@ooh/machines/lifecycle';
import { getNextSnapshot } from 'xstate';

/**
 * The lifecycle simulator's logic (docs/domain.md "Lifecycle explorer"): a state, the facts its guards read and the
 * values events carry; clicking an event runs the transition check the server runs before every write
 * (`assertTransition`), so what it shows — the next state, or the refusal in the words the server answers with —
 * is what the application does. No screen logic here: the page draws this.
 */

export type Facts = Record<string, unknown>;
/** The values typed for the events' inputs (a reason, a status to propose), by input name, as typed. */
export type EventInputs = Record<string, string>;

export type Step =
  | { outcome: 'moved'; from: string; event: string; to: string }
  | { outcome: 'refused'; from: string; event: string; message: string };

export interface Simulation {
  lifecycle: string;
  state: string;
  facts: Facts;
  inputs: EventInputs;
  /** Every event clicked, oldest first. */
  log: Step[];
}

/** The facts a simulation starts from: the machine's own starting context, plus the sample lists it needs. */
export function initialFacts(entry: LifecycleEntry): Facts {
  const context = (entry.machine.config.context ?? {}) as Facts;
  return { ...context, ...(SAMPLE_FACTS[entry.id] ?? {}) };
}

/** A fresh simulation of a lifecycle, in its initial state (or the state given). */
export function startSimulation(entry: LifecycleEntry, state?: string): Simulation {
  const initial = String(entry.machine.config.initial ?? Object.keys(entry.machine.states)[0]);
  return {
    lifecycle: entry.id,
    state: state && Object.hasOwn(entry.machine.states, state) ? state : initial,
    facts: initialFacts(entry),
    inputs: {},
    log: [],
  };
}

/** The event as the machine receives it: its type and the inputs it carries (a number input read as a number). */
export function eventOf(entry: LifecycleEntry, type: string, inputs: EventInputs): { type: string } {
  const event: Record<string, unknown> = { type };
  for (const input of entry.eventInputs[type] ?? []) {
    const raw = inputs[input.name] ?? '';
    event[input.name] = input.kind === 'number' ? (raw.trim() === '' ? null : Number(raw)) : raw;
  }
  return event as { type: string };
}

/** The events the current state handles, each with its words: what the simulator offers as buttons. */
export function eventsOfState(entry: LifecycleEntry, state: string) {
  return eventsOf(entry.machine, state).map((type) => ({ type, label: eventLabel(type) }));
}

/** The inputs the current state's events need (each once, even when two events take a reason). */
export function inputsOfState(entry: LifecycleEntry, state: string) {
  const seen = new Map<string, LifecycleEntry['eventInputs'][string][number]>();
  for (const type of eventsOf(entry.machine, state))
    for (const input of entry.eventInputs[type] ?? []) if (!seen.has(input.name)) seen.set(input.name, input);
  return [...seen.values()];
}

/**
 * Sends one event: the server's check decides; when it allows the event, the state moves and the facts become the
 * machine's context after it (an execution status proposed is then the one waiting); when it refuses, nothing
 * moves and the step records the refusal.
 */
export function sendEvent(entry: LifecycleEntry, simulation: Simulation, type: string): Simulation {
  const { machine } = entry;
  const event = eventOf(entry, type, simulation.inputs);
  const from = simulation.state;
  try {
    const to = assertTransition(machine, from, event as never, simulation.facts as never);
    const before = resolve(machine, from, simulation.facts as never);
    const after = getNextSnapshot(machine, before, event as never) as { context: Facts };
    return {
      ...simulation,
      state: to,
      facts: { ...simulation.facts, ...after.context },
      log: [...simulation.log, { outcome: 'moved', from, event: type, to }],
    };
  } catch (error) {
    if (!(error instanceof TransitionRefusedError)) throw error;
    return {
      ...simulation,
      log: [...simulation.log, { outcome: 'refused', from, event: type, message: error.message }],
    };
  }
}

/** A step in words, for the log: "Submit: In progress → Pending" or "Accept refused: Cannot accept: …". */
export function describeStep(entry: LifecycleEntry, step: Step): string {
  const title = (state: string) => statusTitle(entry.machine, state);
  return step.outcome === 'moved'
    ? `${eventLabel(step.event)}: ${title(step.from)} → ${title(step.to)}`
    : `${eventLabel(step.event)} refused in ${title(step.from)}: ${step.message}`;
}
