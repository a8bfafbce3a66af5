import { useAsyncList } from '@ark-ui/react/collection';
import { useEffect, useRef, useState } from 'react';

export type AsyncOptionsStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

type UseAsyncOptionsProps<T> = {
  loadOptions: (query: string) => Promise<T[]>;
  debounceMs: number;
  initialOptions: T[];
};

/**
 * Options loaded per query through Ark's async list, which keeps only the answer to the latest query (an older,
 * slower answer is dropped). `search` waits until typing pauses; `load` asks at once.
 */
export function useAsyncOptions<T>({ loadOptions, debounceMs, initialOptions }: UseAsyncOptionsProps<T>) {
  const list = useAsyncList<T>({
    initialItems: initialOptions,
    load: async ({ filterText }) => ({ items: await loadOptions(filterText) }),
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);
  const [searched, setSearched] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => () => clearTimeout(timer.current), []);

  const load = (next: string) => {
    clearTimeout(timer.current);
    setWaiting(false);
    setSearched(true);
    setQuery(next);
    list.setFilterText(next);
  };

  const search = (next: string) => {
    clearTimeout(timer.current);
    setWaiting(true);
    setSearched(true);
    setQuery(next);
    timer.current = setTimeout(() => load(next), debounceMs);
  };

  const status: AsyncOptionsStatus =
    waiting || list.loading
      ? 'loading'
      : list.error
        ? 'error'
        : !searched
          ? 'idle'
          : list.items.length === 0
            ? 'empty'
            : 'ready';

  /** `query`: the last query asked for, or waiting to be asked. */
  return { items: list.items, status, searched, query, search, load };
}
