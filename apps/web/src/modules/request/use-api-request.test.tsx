import { fetchDashboardTrends } from '@ooh/api';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { sessionFor, userOf } from '../../test/session.ts';
import { type ApiRequest, useApiRequest } from './use-api-request.ts';

const seen: ApiRequest<typeof fetchDashboardTrends>[] = [];
let renderAgain = () => {};

/** A screen that records each request object it is handed, and can be rendered again for no reason of the call's. */
function Screen() {
  const [renders, setRenders] = useState(0);
  renderAgain = () => setRenders(renders + 1);
  const request = useApiRequest(fetchDashboardTrends);
  seen.push(request);
  return <p>{request.status}</p>;
}

describe('useApiRequest', () => {
  it('hands the same request until its call moves, so a memo section skips the screen’s other renders', async () => {
    renderWithApp(<Screen />, { session: sessionFor(userOf('admin')) });
    expect(await screen.findByText('succeeded')).toBeInTheDocument();
    const answered = seen.at(-1);
    expect(answered?.data?.briefsByWeek).toBeDefined();

    act(() => renderAgain());
    act(() => renderAgain());
    expect(seen.at(-1)).toBe(answered);
    // One object for the loading call and one for its answer; the renders between changed nothing.
    expect(new Set(seen.map((request) => request.status))).toEqual(new Set(['loading', 'succeeded']));
    expect(new Set(seen).size).toBe(2);
  });
});
