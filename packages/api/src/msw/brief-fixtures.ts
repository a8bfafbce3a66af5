import type {
  Brief,
  BriefListItem,
  BriefPage,
  BriefPlan,
  BriefStatus,
} from '../contract/endpoints/briefs.ts';
import type { ClientListItem } from '../contract/endpoints/clients.ts';

/** The key account managers of the fake backend: Bilal owns most clients (the KAM of the stories), Kiran one. */
export const keyAccountManagerFixtures = [
  { id: 2, name: 'Bilal Ahmed', email: 'key_account_manager@demo.local', status: 'active' as const },
  { id: 9, name: 'Kiran Shah', email: 'kiran.shah@demo.local', status: 'active' as const },
];

/** A client as the fake backend keeps it: the list's row and the rest of its profile. */
export type MockClient = ClientListItem & { address: string | null; created_at: string };

/** Clients the brief fixtures belong to (Khaadi has no key account manager yet). */
export const clientFixtures: MockClient[] = [
  ['Shan Foods', 'Sana Rauf', 'Food', 2],
  ['Jazz', 'Bilal Ahmed', 'Telecom', 2],
  ['Gourmet', 'Hina Tariq', 'Food', 2],
  ['Engro Fertilizers', 'Usman Ali', 'Agriculture', 9],
  ['Khaadi', 'Mariam Khan', 'Retail', null],
].map(([company, contact, industry, kam], i) => {
  const owner = keyAccountManagerFixtures.find((manager) => manager.id === kam);
  return {
    id: i + 1,
    user_id: 100 + i,
    company_name: company as string,
    contact_name: contact as string,
    email: `${(contact as string).toLowerCase().replace(' ', '.')}@example.pk`,
    phone: `+92 300 000 00${i}`,
    industry: industry as string,
    key_account_manager: owner ? { id: owner.id, name: owner.name } : null,
    address: `${12 + i} Shahrah-e-Faisal, Karachi`,
    created_at: `2025-0${i + 1}-10T09:00:00.000Z`,
  };
});

const campaigns = [
  'Ramadan',
  '5G launch',
  'Winter range',
  'Kharif season',
  'Eid collection',
  'Summer sale',
  'Back to school',
  'Independence Day',
];
const statuses: BriefStatus[] = ['pending', 'pending', 'approved', 'rejected'];
/** Brief 8 is rejected but typed into the form (the others rejected are 4 and 12, file briefs). */
const kindOf = (id: number) => (id % 2 === 0 && id !== 8 ? 'file' : 'form');

/**
 * Fourteen briefs across the three lists (8 new, 3 approved, 3 rejected; status by position mod 4), so stories
 * and tests have more than one page of new briefs. Brief 1 is a form brief, brief 2 a file brief, brief 3 approved
 * with a plan and links, brief 4 a rejected file brief, brief 8 a rejected form brief.
 */
export const briefFixtures: Brief[] = Array.from({ length: 14 }, (_, i) => {
  const id = i + 1;
  const client = clientFixtures[i % clientFixtures.length] as ClientListItem;
  const status = statuses[i % statuses.length] as BriefStatus;
  const kind = kindOf(id);
  const day = String(1 + (i % 27)).padStart(2, '0');
  return {
    id,
    brief_number: `BR-2026-${String(id).padStart(4, '0')}`,
    campaign_name: `${client.company_name} ${campaigns[i % campaigns.length]}`,
    client_id: client.id,
    client_name: client.company_name,
    status,
    reason: status === 'rejected' ? 'Budget does not cover the requested cities; please revise.' : null,
    is_Plan_attached: status === 'approved' && id % 3 === 0 ? 'Y' : 'N',
    kind,
    start_date: `2026-12-${day}`,
    end_date: '2027-01-31',
    budget: 1_500_000 + i * 250_000,
    created_by_name: 'Kamran KAM',
    // The handlers answer the db's accepted plan of the brief (briefs.ts, withAcceptedPlan).
    accepted_plan: null,
    created_at: new Date(Date.UTC(2026, 10, 20, 9) - i * 86_400_000).toISOString(),
    updated_at: new Date(Date.UTC(2026, 10, 20, 12) - i * 86_400_000).toISOString(),
    objective: kind === 'form' ? 'Awareness in the top cities before the season starts.' : '',
    notes: id === 1 ? 'Prefer sites facing traffic from the airport.' : '',
    regions: kind === 'form' ? [{ id: 1, name: 'Punjab' }] : [],
    cities:
      kind === 'form'
        ? [
            { id: 1, name: 'Lahore' },
            { id: 2, name: 'Faisalabad' },
          ]
        : [],
    mediums: kind === 'form' ? [{ id: 1, name: 'Billboard' }] : [],
    sec_ranges: kind === 'form' ? [{ id: 1, name: 'A' }] : [],
    age_ranges: kind === 'form' ? [{ id: 2, name: '25–34' }] : [],
    genders: [],
    design_link: status === 'approved' ? 'https://drive.example.pk/designs/ramadan' : null,
    highres_link: null,
    attachment:
      kind === 'file'
        ? {
            file_name: `${client.company_name} brief.pdf`,
            content_type: 'application/pdf',
            size: 48_213,
            uploaded_at: new Date(Date.UTC(2026, 10, 20, 9) - i * 86_400_000).toISOString(),
          }
        : null,
  } satisfies Brief;
});

/** A fixture brief (1 form and pending, 2 file and pending, 3 approved with a plan, 4 rejected) with changes. */
export function briefOf(id: number, change: Partial<Brief> = {}): Brief {
  const base = briefFixtures.find((brief) => brief.id === id) ?? (briefFixtures[0] as Brief);
  return { ...structuredClone(base), ...change };
}

/** `count` briefs of one status, numbered from `firstId`, newest first (tests seed the fake backend with them). */
export function briefsOf(status: Exclude<BriefStatus, 'deleted'>, count: number, firstId = 1): Brief[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return briefOf(1, {
      id,
      status,
      kind: id % 2 === 0 ? 'file' : 'form',
      brief_number: `BR-2026-${String(id).padStart(4, '0')}`,
      campaign_name: `Campaign ${id}`,
      client_name: id % 3 === 0 ? 'Jazz' : 'Shan Foods',
      reason: status === 'rejected' ? `Reason ${id}` : null,
      budget: 1_500_000 + index * 250_000,
    });
  });
}

export function toListItem(brief: Brief): BriefListItem {
  const {
    objective: _o,
    notes: _n,
    regions: _r,
    cities: _c,
    mediums: _m,
    sec_ranges: _s,
    age_ranges: _a,
    genders: _g,
    design_link: _d,
    highres_link: _h,
    attachment: _f,
    ...item
  } = brief;
  return item;
}

/** A page of one brief list, searched and paged as the server does it. */
export function briefPage(
  status: BriefStatus | 'any',
  query: { page?: number; limit?: number; search?: string | null },
  briefs: Brief[] = briefFixtures,
): BriefPage {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const all = briefs.filter((b) => b.status !== 'deleted' && (status === 'any' || b.status === status));
  const search = query.search?.trim().toLowerCase();
  const matching = search
    ? all.filter((b) =>
        [b.client_name, b.campaign_name, b.brief_number].some((text) => text.toLowerCase().includes(search)),
      )
    : all;
  return {
    briefs: matching.slice((page - 1) * limit, page * limit).map(toListItem),
    total: matching.length,
    totalCapped: false,
    allTotal: all.length,
  };
}

/** The plans a fixture brief shows on its details screen. */
export function briefPlans(briefId: number): BriefPlan[] {
  const brief = briefFixtures.find((b) => b.id === briefId);
  if (brief?.is_Plan_attached !== 'Y') return [];
  return [
    {
      id: briefId * 10,
      name: `${brief.campaign_name} – main plan`,
      status: 'pending',
      version: 2,
      updated_at: brief.updated_at,
    },
  ];
}

/** A client as lists show it (the profile's other fields left out). */
export const toClientListItem = ({ address: _a, created_at: _c, ...item }: MockClient): ClientListItem =>
  item;

/**
 * A page of clients, searched and filtered by owner as the server does it (`kam`: 'all', 'none' or a KAM's id;
 * the handler turns 'mine' into the caller's id).
 */
export function clientPage(
  query: { page?: number; limit?: number; search?: string | null; kam?: 'all' | 'none' | number },
  clients: MockClient[] = clientFixtures,
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const search = query.search?.trim().toLowerCase();
  const kam = query.kam ?? 'all';
  const owned =
    kam === 'all'
      ? clients
      : clients.filter((c) =>
          kam === 'none' ? c.key_account_manager === null : c.key_account_manager?.id === kam,
        );
  const sorted = [...owned].sort((a, b) => a.company_name.localeCompare(b.company_name) || a.id - b.id);
  const matching = search
    ? sorted.filter((c) =>
        [c.company_name, c.contact_name, c.email].some((t) => t.toLowerCase().includes(search)),
      )
    : sorted;
  return {
    clients: matching.slice((page - 1) * limit, page * limit).map(toClientListItem),
    total: matching.length,
    totalCapped: false,
    allTotal: owned.length,
  };
}

/** The smallest valid PDF: what the download handler answers in stories and tests. */
export const SAMPLE_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;
