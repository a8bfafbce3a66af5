import { describe, expect, it } from 'vitest';
import { eventLabel, eventsOf, lifecycleById, RECORD_LIFECYCLES } from './catalog.ts';

describe('record lifecycles catalog', () => {
  it('lists the eight record lifecycles by machine id', () => {
    expect(RECORD_LIFECYCLES.map((entry) => entry.id)).toEqual([
      'brief',
      'plan',
      'payOrder',
      'campaign',
      'executionStatus',
      'siteImage',
      'requestedSite',
      'user',
    ]);
    expect(lifecycleById('plan')?.title).toBe('Plan');
    expect(lifecycleById('session')).toBeUndefined();
  });

  it.each(RECORD_LIFECYCLES.map((entry) => [entry.id, entry] as const))(
    '%s: its facts are context keys and its inputs belong to events it handles',
    (_, entry) => {
      const context = (entry.machine.config.context ?? {}) as Record<string, unknown>;
      for (const fact of entry.facts) expect(Object.keys(context)).toContain(fact.key);
      const handled = new Set(Object.keys(entry.machine.states).flatMap((s) => eventsOf(entry.machine, s)));
      for (const type of Object.keys(entry.eventInputs)) expect(handled).toContain(type);
    },
  );

  it('names events in words and lists what a state handles', () => {
    expect(eventLabel('plan.requestModification')).toBe('Request modification');
    expect(eventLabel('payOrder.accept')).toBe('Accept');
    const plan = lifecycleById('plan')!.machine;
    expect(eventsOf(plan, 'pending')).toEqual(['plan.accept', 'plan.requestModification', 'plan.lose']);
    expect(eventsOf(plan, 'accepted')).toEqual([]);
  });
});
