import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useColorScheme } from './use-color-scheme.ts';

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
});
