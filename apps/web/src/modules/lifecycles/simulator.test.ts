import { lifecycleById, RECORD_LIFECYCLES } from '@ooh/machines/diagram';
import { describe, expect, it } from 'vitest';
import { describeStep, eventsOfState, inputsOfState, sendEvent, startSimulation } from './simulator.ts';
import { EVENT_CALLS, transitionRows, whoMay } from './transitions.ts';

const plan = lifecycleById('plan')!;

describe('lifecycle simulator', () => {
  it('steps a plan from in progress to accepted, refusing what the server refuses with its words', () => {
    let sim = startSimulation(plan);
    expect(sim.state).toBe('inprogress');
    expect(eventsOfState(plan, 'inprogress').map((e) => e.label)).toEqual(['Save sites', 'Submit']);

    // No site yet: the server's own refusal, with the guard's rule.
    sim = sendEvent(plan, sim, 'plan.submit');
    expect(sim.state).toBe('inprogress');
    expect(sim.log.at(-1)).toEqual({
      outcome: 'refused',
      from: 'inprogress',
      event: 'plan.submit',
      message: 'Cannot submit: this plan is in progress. A plan needs at least one site to be submitted.',
    });

    sim = { ...sim, facts: { ...sim.facts, siteCount: 3 } };
    sim = sendEvent(plan, sim, 'plan.submit');
    expect(sim.state).toBe('pending');
    expect(describeStep(plan, sim.log.at(-1)!)).toBe('Submit: In progress → Pending');

    // A modification needs a reason, typed in the Reason field.
    expect(inputsOfState(plan, 'pending').map((input) => input.label)).toEqual(['Reason']);
    sim = sendEvent(plan, sim, 'plan.requestModification');
    expect(sim.state).toBe('pending');
    sim = sendEvent(plan, { ...sim, inputs: { reason: 'Swap two sites' } }, 'plan.requestModification');
    expect(sim.state).toBe('modification_required');
    sim = sendEvent(plan, sim, 'plan.resubmit');
    expect(sim.state).toBe('modification_pending');

    sim = sendEvent(plan, { ...sim, facts: { ...sim.facts, briefHasAcceptedPlan: true } }, 'plan.accept');
    expect(sim.state).toBe('modification_pending');
    expect(sim.log.at(-1)).toMatchObject({
      outcome: 'refused',
      message:
        'Cannot accept: this plan is modification pending. Only one plan per brief can be accepted, and this brief already has an accepted plan.',
    });
    sim = sendEvent(plan, { ...sim, facts: { ...sim.facts, briefHasAcceptedPlan: false } }, 'plan.accept');
    expect(sim.state).toBe('accepted');
    expect(eventsOfState(plan, 'accepted')).toEqual([]);
    expect(sim.log).toHaveLength(7);
  });

  it('carries the context the machine changes: a proposed execution status is the one waiting', () => {
    const execution = lifecycleById('executionStatus')!;
    let sim = startSimulation(execution);
    // Skipping ahead is refused; the first status is 1.
    sim = sendEvent(execution, { ...sim, inputs: { statusId: '2' } }, 'executionStatus.propose');
    expect(sim.log.at(-1)?.outcome).toBe('refused');
    sim = sendEvent(execution, { ...sim, inputs: { statusId: '1' } }, 'executionStatus.propose');
    expect(sim.state).toBe('awaitingApproval');
    expect(sim.facts.proposedStatusId).toBe(1);
    sim = sendEvent(execution, sim, 'executionStatus.approve');
    expect(sim.facts).toMatchObject({ currentStatusId: 1, proposedStatusId: null });
  });

  it('starts over on another lifecycle in its initial state', () => {
    expect(startSimulation(lifecycleById('user')!).state).toBe('inactive');
    expect(startSimulation(plan, 'pending').state).toBe('pending');
    expect(startSimulation(plan, 'nonsense').state).toBe('inprogress');
  });
});

describe('transitions table', () => {
  it('lists the plan transitions with their rule and who may send them', () => {
    const rows = transitionRows(plan);
    const submit = rows.find((row) => row.event === 'plan.submit')!;
    expect(submit).toMatchObject({
      fromTitle: 'In progress',
      eventLabel: 'Submit',
      toTitle: 'Pending',
      rule: 'A plan needs at least one site to be submitted.',
      who: 'Admin, Planner',
    });
    expect(rows.find((row) => row.event === 'plan.accept')?.who).toBe('Admin, Key account manager');
    expect(whoMay('user.setPassword')).toBe('The account holder, by the e-mailed link');
  });

  it('names the calls of every event of every record lifecycle (only a campaign update has none yet)', () => {
    const events = RECORD_LIFECYCLES.flatMap((entry) => transitionRows(entry).map((row) => row.event));
    for (const event of events) expect(Object.keys(EVENT_CALLS), event).toContain(event);
    expect(events.filter((event) => (EVENT_CALLS[event] ?? []).length === 0)).toEqual(['campaign.update']);
  });
});
