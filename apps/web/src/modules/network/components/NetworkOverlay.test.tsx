import { health, NETWORK_ERROR_MESSAGE } from '@ooh/api';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorState } from '../../../state/store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { answerNetworkError, testClient } from '../../../test/server.ts';
import { NETWORK_ISSUE_TEXT, NetworkOverlay } from './NetworkOverlay.tsx';

// The panel's chunk loads after the first paint (NetworkOverlay's useDeferredPanel); loading it here once means
// the timings below are the overlay's own, not how long the test runner takes to compile a module.
beforeAll(async () => {
  await import('./NetworkIssuePanel.tsx');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Sets or clears the global network error the way the api client's tracker does. */
async function setNetworkError(present: boolean) {
  await act(async () => {
    if (present) errorState.errors.fetchDashboardStats = NETWORK_ERROR_MESSAGE;
    else delete errorState.errors.fetchDashboardStats;
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const overlay = () => screen.queryByRole('heading', { name: 'Network Issue' });

describe('the network overlay', () => {
  it('shows after the network error has stood for 3 s, not before, and hides when it clears', async () => {
    answerNetworkError(health);
    renderWithApp(<NetworkOverlay />);
    await setNetworkError(true);
    await advance(2999);
    expect(overlay()).not.toBeInTheDocument();

    await advance(1);
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByText(NETWORK_ISSUE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await setNetworkError(false);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('never shows when the error clears within 3 s', async () => {
    renderWithApp(<NetworkOverlay />);
    await setNetworkError(true);
    await advance(2000);
    await setNetworkError(false);
    await advance(5000);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('ignores errors other than the network error', async () => {
    renderWithApp(<NetworkOverlay />);
    await act(async () => {
      errorState.errors.fetchPlanCounts = 'An unknown error occured';
    });
    await advance(10_000);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('polls the health endpoint while visible', async () => {
    answerNetworkError(health);
    const client = testClient();
    renderWithApp(<NetworkOverlay />, { client });
    await setNetworkError(true);
    await advance(3000);
    expect(client.calls).toHaveLength(0);
    await advance(5000);
    expect(client.calls.map((call) => call.id)).toEqual(['health']);
    await advance(5000);
    expect(client.calls).toHaveLength(2);
  });

  it('reloads the page from its Reload button', async () => {
    const onReload = vi.fn();
    renderWithApp(<NetworkOverlay onReload={onReload} />);
    await setNetworkError(true);
    await advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
