import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRouteTitle, useDocumentTitle } from './use-document-title.ts';

/** A record page as the router renders it: the page first, the route's title effect after it. */
function RecordPage({ parts, route = 'Plan' }: { parts: (string | null)[] | null; route?: string }) {
  return (
    <>
      <Record parts={parts} />
      <RouteTitle title={route} />
    </>
  );
}

function Record({ parts }: { parts: (string | null)[] | null }) {
  useDocumentTitle(parts);
  return null;
}

function RouteTitle({ title }: { title: string }) {
  useEffect(() => setRouteTitle(title), [title]);
  return null;
}

describe('useDocumentTitle', () => {
  afterEach(() => setRouteTitle(''));

  it('names the document after the record, whichever effect runs last', () => {
    render(<RecordPage parts={['BR-2026-0038', 'Plan A']} />);
    expect(document.title).toBe('BR-2026-0038 · Plan A · OOH back office');
  });

  it("shows the route's title while the record loads, then the record's", () => {
    const { rerender } = render(<RecordPage parts={null} />);
    expect(document.title).toBe('Plan · OOH back office');
    rerender(<RecordPage parts={['BR-2026-0038', 'Plan A']} />);
    expect(document.title).toBe('BR-2026-0038 · Plan A · OOH back office');
  });

  it('leaves out empty parts, and gives the title back to the route once the page is left', () => {
    const { unmount } = render(<RecordPage parts={['SITE-001', null, '  ']} route="Site" />);
    expect(document.title).toBe('SITE-001 · OOH back office');
    unmount();
    act(() => setRouteTitle('Briefs'));
    expect(document.title).toBe('Briefs · OOH back office');
  });

  it('names a list page by its words', () => {
    render(<RecordPage parts={['Briefs']} route="Brief review" />);
    expect(document.title).toBe('Briefs · OOH back office');
  });
});
