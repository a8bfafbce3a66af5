import type { Brief, BriefListItem, BriefPlan, BriefStatus } from '@ooh/api';
import { briefFixtures, toListItem } from '@ooh/api/msw';
import { type FakeAnswer, type FakeClient, fakeClient } from '../../../test/fakes.ts';

/** A fixture brief (1 form and pending, 2 file and pending, 3 approved with a plan, 4 rejected) with changes. */
export function briefOf(id: number, change: Partial<Brief> = {}): Brief {
  const base = briefFixtures.find((brief) => brief.id === id) ?? (briefFixtures[0] as Brief);
  return { ...base, ...change };
}

/** `count` briefs of one status, numbered from `firstId`, newest first. */
export function briefsOf(
  status: Exclude<BriefStatus, 'deleted'>,
  count: number,
  firstId = 1,
): BriefListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return toListItem(
      briefOf(1, {
        id,
        status,
        kind: id % 2 === 0 ? 'file' : 'form',
        brief_number: `BR-2026-${String(id).padStart(4, '0')}`,
        campaign_name: `Campaign ${id}`,
        client_name: id % 3 === 0 ? 'Jazz' : 'Shan Foods',
        reason: status === 'rejected' ? `Reason ${id}` : null,
        budget: 1_500_000 + index * 250_000,
      }),
    );
  });
}

/** Answers a list endpoint from `briefs` the way the server does: search, then the asked page. */
export function pagedAnswer(briefs: BriefListItem[]): FakeAnswer {
  return (options) => {
    const query = (options?.query ?? {}) as { page?: number; limit?: number; search?: string };
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const search = query.search?.toLowerCase();
    const matching = search
      ? briefs.filter((brief) =>
          [brief.client_name, brief.campaign_name, brief.brief_number].some((text) =>
            text.toLowerCase().includes(search),
          ),
        )
      : briefs;
    return {
      briefs: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      allTotal: briefs.length,
    };
  };
}

export function singleBrief(brief: Brief, plans: BriefPlan[] = []): FakeAnswer {
  return () => ({ brief, plans });
}

export interface BriefFakeClient extends FakeClient {
  downloads: { id: string; options: unknown }[];
}

/** The test client of the brief screens: `call` answers from the map, `download` with a small file. */
export function briefClient(
  answers: Record<string, FakeAnswer>,
  file: { blob: Blob; fileName: string | null } | (() => Promise<never>) = {
    blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    fileName: 'brief.pdf',
  },
): BriefFakeClient {
  const client = fakeClient(answers);
  const downloads: BriefFakeClient['downloads'] = [];
  return Object.assign(client, {
    downloads,
    download: async (endpoint: { id: string }, options: unknown) => {
      downloads.push({ id: endpoint.id, options });
      return typeof file === 'function' ? file() : file;
    },
    upload: async () => {
      throw new Error('The brief screens upload nothing');
    },
  }) as BriefFakeClient;
}
