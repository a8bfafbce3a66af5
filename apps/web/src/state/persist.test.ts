import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AsyncStorage,
  localStorageAdapter,
  PERSIST_KEY,
  persistChanges,
  RESTORE_TIMEOUT_MS,
  restorePersistedState,
} from './persist.ts';
import { initialPersistedState, type PersistedState } from './store.ts';

afterEach(() => {
  vi.useRealTimers();
});

function freshState() {
  return proxy<PersistedState>(initialPersistedState());
}

const admin = { userId: 1, name: 'Ada', email: 'admin@demo.local', role: 'admin', roleLabel: 'Admin' };

describe('restoring the persisted state', () => {
  it('gives up after 5000 ms when the storage does not answer, and not before', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging: AsyncStorage = { getItem: () => new Promise(() => {}), setItem: async () => {} };
    const state = freshState();
    const outcome = vi.fn();
    void restorePersistedState(hanging, { state }).then(outcome);

    await vi.advanceTimersByTimeAsync(RESTORE_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('timed-out');
    expect(state).toEqual(initialPersistedState());
  });

  it('restores the slices saved under persist:root', async () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        selectedBrief: { id: 4, label: 'Summer' },
        selectedPlan: { id: 9 },
        fetchPO: null,
        selectedCampaign: { id: 2 },
        signIn: {
          userData: admin,
          tokenExpiresAt: 123,
          pushToken: { token: 'p', issuedAt: 5 },
          signedInAt: 1,
        },
        sidebar: { collapsed: true },
      }),
    );
    const state = freshState();
    await expect(restorePersistedState(localStorageAdapter(), { state })).resolves.toBe('restored');
    expect(state.selectedBrief).toEqual({ id: 4, label: 'Summer' });
    expect(state.selectedPlan).toEqual({ id: 9 });
    expect(state.selectedCampaign).toEqual({ id: 2 });
    expect(state.signIn).toEqual({
      userData: admin,
      tokenExpiresAt: 123,
      pushToken: { token: 'p', issuedAt: 5 },
      signedInAt: 1,
    });
    expect(state.sidebar.collapsed).toBe(true);
  });

  it('ignores malformed slices and a user whose role is not staff', async () => {
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        selectedBrief: 'four',
        signIn: { userData: { ...admin, role: 'client' } },
        sidebar: { collapsed: 'yes' },
      }),
    );
    const state = freshState();
    await restorePersistedState(localStorageAdapter(), { state });
    expect(state.selectedBrief).toBeNull();
    expect(state.signIn.userData).toBeNull();
    expect(state.sidebar.collapsed).toBe(false);
  });

  it('starts empty without saved state, and survives unreadable JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(restorePersistedState(localStorageAdapter(), { state: freshState() })).resolves.toBe(
      'empty',
    );
    localStorage.setItem(PERSIST_KEY, '{nope');
    await expect(restorePersistedState(localStorageAdapter(), { state: freshState() })).resolves.toBe(
      'failed',
    );
  });
});

describe('saving the persisted state', () => {
  it('writes all seven slices as one JSON object under persist:root on every change', async () => {
    const state = freshState();
    const stop = persistChanges(localStorageAdapter(), state);
    state.sidebar.collapsed = true;
    state.selectedPlan = { id: 3 };
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const saved = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(
      [
        'appearance',
        'fetchPO',
        'selectedBrief',
        'selectedCampaign',
        'selectedPlan',
        'sidebar',
        'signIn',
      ].sort(),
    );
    expect(saved.sidebar).toEqual({ collapsed: true });
    expect(saved.selectedPlan).toEqual({ id: 3 });
    stop();
  });
});
