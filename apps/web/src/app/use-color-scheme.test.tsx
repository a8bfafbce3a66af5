import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPersisted } from '../state/persist.ts';
import { persistedState } from '../state/store.ts';
import { chooseColorScheme, useColorScheme } from './use-color-scheme.ts';

function fakeMedia(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    change(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useColorScheme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the device: dark when it asks for dark, and live when it changes', () => {
    const media = fakeMedia(true);
    const { result } = renderHook(() => useColorScheme());
    expect(result.current).toBe('dark');
    act(() => media.change(false));
    expect(result.current).toBe('light');
  });

  it('applies the scheme chosen in the user menu over the device, and follows the device again on System', async () => {
    const media = fakeMedia(false);
    const { result } = renderHook(() => useColorScheme());
    expect(result.current).toBe('light');
    await act(async () => chooseColorScheme('dark'));
    expect(result.current).toBe('dark');
    act(() => media.change(true));
    await act(async () => chooseColorScheme('light'));
    expect(result.current).toBe('light');
    await act(async () => chooseColorScheme('system'));
    expect(result.current).toBe('dark');
  });

  it('remembers the choice in the persisted state, and reads back only a known choice', () => {
    chooseColorScheme('dark');
    expect(persistedState.appearance.colorScheme).toBe('dark');
    expect(readPersisted({ appearance: { colorScheme: 'dark' } }).appearance).toEqual({
      colorScheme: 'dark',
    });
    expect(readPersisted({ appearance: { colorScheme: 'sepia' } }).appearance).toBeUndefined();
  });
});
