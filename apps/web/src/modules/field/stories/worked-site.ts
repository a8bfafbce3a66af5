import { downloadSiteImage, fillPath, type SiteImage } from '@ooh/api';
import { type MockDb, nextId, refreshedSite } from '@ooh/api/msw';

/** The worked campaign of the fake backend (campaign 1: brief 3, plan 9, "Shan Foods Ramadan", from 1 Oct 2026). */
export const WORKED_CAMPAIGN = { briefId: 3, planId: 9, name: 'Shan Foods Ramadan' } as const;

/** Its site LHE-003 (mounting): the site view's tests and stories open it on that campaign. */
export const WORKED_SITE = { siteId: 3, code: 'LHE-003' } as const;

/** The site view's address of the worked site, on the worked campaign (the site ran in several). */
export const workedSitePath = (route: '/view-sites' | '/view-site' = '/view-sites') =>
  `${route}/${WORKED_SITE.siteId}?plan_id=${WORKED_CAMPAIGN.planId}`;

/** The photos of the worked site, by what they show. */
export interface WorkedSitePhotos {
  /** Pending, taken 240 m from the site, 4 Oct 2026 (from the fixtures). */
  far: number;
  /** Pending, the same photo as `approved`, 5 Oct 2026 (the fixtures' photo, made a duplicate here). */
  duplicate: number;
  /** Approved, 4 Oct 2026 (from the fixtures). */
  approved: number;
  /** Rejected with a reason, for 2 Oct 2026 but taken before the campaign started (added here). */
  rejected: number;
}

/**
 * Sets the worked site's photos up in `db` for the site view: the fixtures (`@ooh/api/msw` field-fixtures.ts) give
 * LHE-003 on campaign 1 a pending photo taken 240 m away, a second pending one and an approved one; the fixtures
 * have no duplicate and no photo taken before a campaign, so the second pending photo becomes the same photo as the
 * approved one, and a rejected photo taken before the campaign start is added. The site's counts follow its photos.
 */
export function setUpWorkedSite(db: MockDb): WorkedSitePhotos {
  const { siteId } = WORKED_SITE;
  const { planId } = WORKED_CAMPAIGN;
  const mine = db.field.images.filter((image) => image.site_id === siteId && image.plan_id === planId);
  const far = mine.find((image) => image.status === 'pending' && image.flags.far);
  const second = mine.find((image) => image.status === 'pending' && !image.flags.far);
  const approved = mine.find((image) => image.status === 'approved');
  if (!far || !second || !approved)
    throw new Error(
      'The fixtures no longer give LHE-003 on campaign 1 its two pending and one approved photo',
    );
  Object.assign(second, {
    flags: { far: false, early: false, duplicate: true },
    duplicate_of: approved.id,
  } satisfies Partial<SiteImage>);
  const rejectedId = nextId(db.field.images, (image) => image.id);
  const url = fillPath(downloadSiteImage.path, { id: rejectedId });
  db.field.images.push({
    ...approved,
    id: rejectedId,
    // Sent for 2 Oct, its camera time says 30 Sep: before the campaign start (docs/domain.md "Proof photos").
    image_date: '2026-10-02',
    status: 'rejected',
    reason: 'The panel is hidden behind a truck; take it again from the road.',
    uploaded_at: '2026-10-02T11:50:00.000Z',
    decided_by_name: 'Ayesha Khan',
    decided_at: '2026-10-02T15:15:00.000Z',
    captured_at: '2026-09-30T16:40:00.000Z',
    flags: { far: false, early: true, duplicate: false },
    duplicate_of: null,
    url,
    original_url: `${url}?original=1`,
  });
  for (const campaign of db.campaigns)
    campaign.sites = campaign.sites.map((site) =>
      site.site_id === siteId && site.plan_id === planId ? refreshedSite(db.field, site) : site,
    );
  return { far: far.id, duplicate: second.id, approved: approved.id, rejected: rejectedId };
}
