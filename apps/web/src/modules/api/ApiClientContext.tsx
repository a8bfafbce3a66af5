import type { ApiClient } from '@ooh/api';
import { createContext, type ReactNode, useContext } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

export type ApiClientProviderProps = {
  client: ApiClient;
  children: ReactNode;
};

/** Screens get their client from here, so tests can hand them a fake one. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
