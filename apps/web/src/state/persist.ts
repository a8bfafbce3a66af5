import { isStaffRole } from '@ooh/api';
import { subscribe } from 'valtio';
import {
  emptySignIn,
  PERSISTED_SLICES,
  type PersistedState,
  persistedState,
  type Selection,
  type SignInSlice,
} from './store.ts';

/** redux-persist's key for the root slices, kept so the key matches the spec (section 9). */
export const PERSIST_KEY = 'persist:root';
/** Spec section 9: the app stops waiting for the restore after 5000 ms. */
export const RESTORE_TIMEOUT_MS = 5000;

/** An asynchronous storage, so a slow or hanging store cannot block start-up beyond the time-out. */
export interface AsyncStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
}

export function localStorageAdapter(storage: Storage | undefined = globalThis.localStorage): AsyncStorage {
  return {
    async getItem(key) {
      return storage?.getItem(key) ?? null;
    },
    async setItem(key, value) {
      storage?.setItem(key, value);
    },
  };
}

export type RestoreOutcome = 'restored' | 'empty' | 'timed-out' | 'failed';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSelection(value: unknown): Selection | null {
  if (!isRecord(value) || typeof value.id !== 'number') return null;
  return typeof value.label === 'string' ? { id: value.id, label: value.label } : { id: value.id };
}

function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function readSignIn(value: unknown): SignInSlice {
  if (!isRecord(value)) return emptySignIn();
  const user = value.userData;
  const userData =
    isRecord(user) &&
    typeof user.userId === 'number' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.role === 'string' &&
    isStaffRole(user.role) &&
    typeof user.roleLabel === 'string'
      ? {
          userId: user.userId,
          name: user.name,
          email: user.email,
          role: user.role,
          roleLabel: user.roleLabel,
        }
      : null;
  const push = value.pushToken;
  const pushToken =
    isRecord(push) && typeof push.token === 'string' && readNumber(push.issuedAt) !== null
      ? { token: push.token, issuedAt: push.issuedAt as number }
      : null;
  return {
    userData,
    tokenExpiresAt: readNumber(value.tokenExpiresAt),
    pushToken,
    signedInAt: readNumber(value.signedInAt),
  };
}

/** Takes what is valid from a stored object; anything malformed falls back to the initial value. */
export function readPersisted(raw: unknown): Partial<PersistedState> {
  if (!isRecord(raw)) return {};
  const restored: Partial<PersistedState> = {};
  for (const slice of ['selectedBrief', 'selectedPlan', 'fetchPO', 'selectedCampaign'] as const) {
    if (slice in raw) restored[slice] = readSelection(raw[slice]);
  }
  if ('signIn' in raw) restored.signIn = readSignIn(raw.signIn);
  if (isRecord(raw.sidebar) && typeof raw.sidebar.collapsed === 'boolean') {
    restored.sidebar = { collapsed: raw.sidebar.collapsed };
  }
  const scheme = isRecord(raw.appearance) ? raw.appearance.colorScheme : undefined;
  if (scheme === 'system' || scheme === 'light' || scheme === 'dark') {
    restored.appearance = { colorScheme: scheme };
  }
  return restored;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const TIMED_OUT = Symbol('timed out');

/**
 * Reads `persist:root` into the store. Resolves within `timeoutMs` whatever the storage does: on a time-out
 * or a failure the app starts with the initial state.
 */
export async function restorePersistedState(
  storage: AsyncStorage,
  {
    timeoutMs = RESTORE_TIMEOUT_MS,
    state = persistedState,
  }: { timeoutMs?: number; state?: PersistedState } = {},
): Promise<RestoreOutcome> {
  try {
    const raw = await withTimeout(storage.getItem(PERSIST_KEY), timeoutMs);
    if (raw === TIMED_OUT) {
      console.warn(`Restoring the saved state took longer than ${timeoutMs} ms; starting without it.`);
      return 'timed-out';
    }
    if (raw === null) return 'empty';
    Object.assign(state, readPersisted(JSON.parse(raw)));
    return 'restored';
  } catch (error) {
    console.warn('The saved state could not be restored; starting without it.', error);
    return 'failed';
  }
}

export function serializePersisted(state: PersistedState): string {
  return JSON.stringify(Object.fromEntries(PERSISTED_SLICES.map((slice) => [slice, state[slice]])));
}

/** Saves the slices on every change (valtio batches the changes of one tick). Returns the unsubscribe. */
export function persistChanges(storage: AsyncStorage, state: PersistedState = persistedState): () => void {
  return subscribe(state, () => {
    storage.setItem(PERSIST_KEY, serializePersisted(state)).catch((error: unknown) => {
      console.warn('The state could not be saved.', error);
    });
  });
}
