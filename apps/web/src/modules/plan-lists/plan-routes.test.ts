import { describe, expect, it } from 'vitest';
import { persistedState } from '../../state/store.ts';
import { selectPlan } from './plan-routes.ts';

describe('selectPlan', () => {
  it('remembers the opened plan as the selected plan', () => {
    selectPlan({ plan_id: 8, planName: 'Winter plan', brief_number: 'BR-2026-0003' });
    expect(persistedState.selectedPlan).toEqual({ id: 8, label: 'Winter plan · BR-2026-0003' });
  });
});
