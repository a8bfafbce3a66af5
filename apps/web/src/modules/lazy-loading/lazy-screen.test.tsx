import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorBoundary } from './components/ChunkErrorBoundary.tsx';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyScreen } from './lazy-screen.tsx';

function Hello() {
  return <h1>Hello screen</h1>;
}

const never = () => new Promise<typeof Hello>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyScreen', () => {
  it('fails with "Loading chunk N failed" when the import has not settled within 120 s, not before', async () => {
    vi.useFakeTimers();
    const Screen = lazyScreen(never, { chunk: 'dashboard' });
    const outcome = vi.fn();
    Screen.preload().then(
      () => outcome('loaded'),
      (error: unknown) => outcome(error),
    );

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0]?.[0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('Loading chunk dashboard failed');
  });

  it('honours a shorter time-out and succeeds when the import settles in time', async () => {
    vi.useFakeTimers();
    const Screen = lazyScreen(
      () => new Promise<typeof Hello>((resolve) => setTimeout(() => resolve(Hello), 900)),
      { chunk: 'quick', timeoutMs: 1000 },
    );
    const loaded = Screen.preload();
    await vi.advanceTimersByTimeAsync(900);
    await expect(loaded).resolves.toBe(Hello);
  });

  it('fails the same way when the import itself fails', async () => {
    const Screen = lazyScreen(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      {
        chunk: 'login',
      },
    );
    await expect(Screen.preload()).rejects.toThrow('Loading chunk login failed');
  });

  it('shows the failure with a Retry that imports the chunk again', async () => {
    const loader = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Hello);
    const Screen = lazyScreen(loader, { chunk: 'notifications' });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      render(
        <ChunkErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Screen />
          </Suspense>
        </ChunkErrorBoundary>,
      );
    });

    expect(await screen.findByText('Loading chunk notifications failed')).toBeInTheDocument();
    // A screen that suspends again after Retry needs an awaited act (React 19).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByRole('heading', { name: 'Hello screen' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the time-out in the error boundary too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen(never, { chunk: 'testing' });
    await act(async () => {
      render(
        <ChunkErrorBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Screen />
          </Suspense>
        </ChunkErrorBoundary>,
      );
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByText('Loading chunk testing failed')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Loading chunk testing failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
