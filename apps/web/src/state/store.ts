import type { UserData } from '@ooh/api';
import { proxy } from 'valtio';

/** A selection carried from a list to its detail screens (later issues fill in more fields). */
export interface Selection {
  id: number;
  label?: string;
}

export interface StoredPushToken {
  token: string;
  issuedAt: number;
}

export interface SignInSlice {
  userData: UserData | null;
  /** Epoch ms from the bearer token's `exp`, when it has one. The token itself is under TOKEN_STORAGE_KEY. */
  tokenExpiresAt: number | null;
  pushToken: StoredPushToken | null;
  signedInAt: number | null;
}

export interface SidebarSlice {
  collapsed: boolean;
}

/** The colour scheme chosen in the user menu: the device's (`system`, the default) or always light or dark. */
export type ColorSchemeChoice = 'system' | 'light' | 'dark';

/** How the app looks on this device; kept when signing out, like the sidebar (docs/domain.md, "The shell"). */
export interface AppearanceSlice {
  colorScheme: ColorSchemeChoice;
}

/** The persisted slices (spec section 9), saved together under `persist:root`. */
export interface PersistedState {
  selectedBrief: Selection | null;
  selectedPlan: Selection | null;
  fetchPO: Selection | null;
  selectedCampaign: Selection | null;
  signIn: SignInSlice;
  sidebar: SidebarSlice;
  appearance: AppearanceSlice;
}

export const PERSISTED_SLICES = [
  'selectedBrief',
  'selectedPlan',
  'fetchPO',
  'selectedCampaign',
  'signIn',
  'sidebar',
  'appearance',
] as const satisfies readonly (keyof PersistedState)[];

export function emptySignIn(): SignInSlice {
  return { userData: null, tokenExpiresAt: null, pushToken: null, signedInAt: null };
}

export function initialPersistedState(): PersistedState {
  return {
    selectedBrief: null,
    selectedPlan: null,
    fetchPO: null,
    selectedCampaign: null,
    signIn: emptySignIn(),
    sidebar: { collapsed: false },
    appearance: { colorScheme: 'system' },
  };
}

export const persistedState = proxy<PersistedState>(initialPersistedState());

/** Spec section 3: the global error state — a map of messages and the number of calls in flight. */
export interface GlobalErrorState {
  errors: Record<string, string>;
  activeRequests: number;
}

export const errorState = proxy<GlobalErrorState>({ errors: {}, activeRequests: 0 });

export type BootStatus = 'restoring' | 'ready';

/** Whether the persisted state has been restored (or the restore gave up) and the app may render. */
export const bootState = proxy<{ status: BootStatus }>({ status: 'restoring' });

/** Puts every slice back to its initial value (tests, and sign-out for the user's selections). */
export function resetPersistedState(state: PersistedState = persistedState): void {
  Object.assign(state, initialPersistedState());
}
