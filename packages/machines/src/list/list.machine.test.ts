import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  createListMachine,
  DEFAULT_PAGE_SIZE,
  type ListFilters,
  type ListPage,
  type ListQuery,
  listMachine,
  SEARCH_DEBOUNCE_MS,
} from './list.machine.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Site {
  id: number;
  name: string;
}

type SiteFilters = { city?: string };

const siteList = createListMachine<Site, SiteFilters>();

/** A fake `fetchPage` whose calls the test settles one by one. */
function fakeFetchPage() {
  const calls: { input: ListQuery<SiteFilters>; signal: AbortSignal; result: Deferred<ListPage<Site>> }[] =
    [];
  const logic = fromPromise<ListPage<Site>, ListQuery<SiteFilters>>(({ input, signal }) => {
    const result = deferred<ListPage<Site>>();
    calls.push({ input, signal, result });
    return result.promise;
  });
  return { calls, logic };
}

function start(input: { limit?: number; filters?: SiteFilters; page?: number; search?: string } = {}) {
  const fetchPage = fakeFetchPage();
  const clock = new SimulatedClock();
  const actor = createActor(siteList.provide({ actors: { fetchPage: fetchPage.logic } }), {
    clock,
    input,
  }).start();
  return { actor, clock, calls: fetchPage.calls };
}

const page = (ids: number[], total = 23, allTotal?: number): ListPage<Site> => ({
  items: ids.map((id) => ({ id, name: `Site ${id}` })),
  total,
  ...(allTotal === undefined ? {} : { allTotal }),
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('list machine', () => {
  it('loads page 1, 10 to a page, at once and keeps the items and totals', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ page: 1, limit: DEFAULT_PAGE_SIZE, search: '', filters: {} });

    calls[0]?.result.resolve(page([1, 2], 23, 40));
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context).toMatchObject({
      items: [
        { id: 1, name: 'Site 1' },
        { id: 2, name: 'Site 2' },
      ],
      total: 23,
      allTotal: 40,
      error: undefined,
    });
  });

  it('takes the page size and the filters from its input', () => {
    const { calls } = start({ limit: 25, filters: { city: 'Lyon' } });
    expect(calls[0]?.input).toEqual({ page: 1, limit: 25, search: '', filters: { city: 'Lyon' } });
  });

  it('leaves allTotal undefined when the endpoint does not tell it', async () => {
    const { actor, calls } = start();
    calls[0]?.result.resolve(page([1]));
    await flush();
    expect(actor.getSnapshot().context.allTotal).toBeUndefined();
  });

  it('fails, keeps the error, then retries the same page and succeeds', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'list.pageChanged', page: 2 });
    const failure = new Error('503');
    calls[1]?.result.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(failure);

    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[2]?.input).toMatchObject({ page: 2 });
    calls[2]?.result.resolve(page([11, 12]));
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('ignores list.retry unless the last request failed', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'list.retry' });
    expect(calls).toHaveLength(1);
    calls[0]?.result.resolve(page([1]));
    await flush();
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(calls).toHaveLength(1);
  });

  it('loads another page from succeeded and from failed, keeping search and filters', async () => {
    const { actor, calls } = start({ filters: { city: 'Lyon' } });
    calls[0]?.result.resolve(page([1]));
    await flush();
    actor.send({ type: 'list.pageChanged', page: 3 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[1]?.input).toEqual({ page: 3, limit: 10, search: '', filters: { city: 'Lyon' } });
    // The previous page stays on screen while the next one loads.
    expect(actor.getSnapshot().context.items).toEqual([{ id: 1, name: 'Site 1' }]);

    calls[1]?.result.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'list.pageChanged', page: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[2]?.input).toMatchObject({ page: 2 });
  });

  it('ignores the result of a superseded request, even when it arrives last', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'list.pageChanged', page: 2 });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);

    calls[1]?.result.resolve(page([11, 12]));
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');

    calls[0]?.result.resolve(page([1, 2]));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, items: [{ id: 11 }, { id: 12 }] });
  });

  it('ignores the failure of a superseded request', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'list.refresh' });
    calls[0]?.result.reject(new Error('too late'));
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]?.result.resolve(page([1]));
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('refreshes the current page from succeeded and from failed', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'list.pageChanged', page: 2 });
    calls[1]?.result.resolve(page([11]));
    await flush();
    actor.send({ type: 'list.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[2]?.input).toMatchObject({ page: 2 });
    calls[2]?.result.reject(new Error('no'));
    await flush();
    actor.send({ type: 'list.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[3]?.input).toMatchObject({ page: 2 });
  });

  it('goes back to page 1 with new filters', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'list.pageChanged', page: 3 });
    calls[1]?.result.resolve(page([21]));
    await flush();
    actor.send({ type: 'list.filtersChanged', filters: { city: 'Nice' } });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[2]?.input).toEqual({ page: 1, limit: 10, search: '', filters: { city: 'Nice' } });
  });
});

describe('list machine: search', () => {
  it('waits until typing pauses for 300 ms, then searches from page 1', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'list.pageChanged', page: 3 });
    calls[1]?.result.resolve(page([21]));
    await flush();

    actor.send({ type: 'list.searchChanged', search: 'gare' });
    // The field shows what is typed at once; the request waits.
    expect(actor.getSnapshot().context.search).toBe('gare');
    expect(actor.getSnapshot().value).toBe('succeeded');
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(2);

    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls).toHaveLength(3);
    expect(calls[2]?.input).toEqual({ page: 1, limit: 10, search: 'gare', filters: {} });
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('restarts the wait on every keystroke and sends only the last search', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'list.searchChanged', search: 'g' });
    clock.increment(200);
    actor.send({ type: 'list.searchChanged', search: 'ga' });
    clock.increment(200);
    actor.send({ type: 'list.searchChanged', search: 'gar' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(1);

    clock.increment(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.input.search).toBe('gar');
    clock.increment(10 * SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it('drops the pending search when another request starts with it meanwhile', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'list.searchChanged', search: 'gare' });
    actor.send({ type: 'list.filtersChanged', filters: { city: 'Lyon' } });
    expect(calls[1]?.input).toEqual({ page: 1, limit: 10, search: 'gare', filters: { city: 'Lyon' } });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);

    actor.send({ type: 'list.searchChanged', search: 'gare sud' });
    actor.send({ type: 'list.pageChanged', page: 2 });
    actor.send({ type: 'list.searchChanged', search: 'gare sud' });
    actor.send({ type: 'list.refresh' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls.map((call) => call.input.search)).toEqual(['', 'gare', 'gare sud', 'gare sud']);
  });

  it('supersedes a page still loading when the search settles', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'list.searchChanged', search: 'gare' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.result.resolve(page([7], 1));
    calls[0]?.result.resolve(page([1, 2, 3]));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ search: 'gare', items: [{ id: 7 }], total: 1 });
  });
});

describe('list machine and the address', () => {
  it('starts where the address says: page, search and filters in the first request', () => {
    const { calls } = start({ page: 3, search: 'gare', filters: { city: 'Lyon' } });
    expect(calls[0]?.input).toEqual({ page: 3, limit: 10, search: 'gare', filters: { city: 'Lyon' } });
  });

  it('restores a whole state at once (back, forward): no debounce, no return to page 1', () => {
    const { actor, clock, calls } = start({ page: 2 });
    actor.send({ type: 'list.searchChanged', search: 'half-typed' });
    actor.send({ type: 'list.restored', page: 4, search: 'gare', filters: { city: 'Nice' } });
    expect(calls[1]?.input).toEqual({ page: 4, limit: 10, search: 'gare', filters: { city: 'Nice' } });
    expect(calls[0]?.signal.aborted).toBe(true);
    // The typing before it is forgotten: no request for it later.
    clock.increment(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({ page: 4, search: 'gare', filters: { city: 'Nice' } });
  });
});

describe('list machine without the app', () => {
  it('fails with a clear message when fetchPage was not provided', async () => {
    const actor = createActor(listMachine, { input: {} }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(String(actor.getSnapshot().context.error)).toContain('"fetchPage" was not provided');
  });

  it('types the items from the factory', () => {
    const typed = createListMachine<Site, ListFilters>();
    const snapshot = createActor(typed, { input: {} }).getSnapshot();
    const names: string[] = snapshot.context.items.map((site) => site.name);
    expect(names).toEqual([]);
  });
});
