import { COMPETITOR_MESSAGES } from '@ooh/api/contract';
import { headToHeadShare, presenceShares } from '@ooh/api/report-math';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorCalls, inventoryIn, mediumIds, placeIn, sightingPhoto } from '../test/competitors.ts';
import { campaignSitesOf } from '../test/field-work.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { pdfText } from '../test/pdf.ts';

/**
 * Issue 18: competitor reports, each figure against the hand checks of docs/domain.md "Competitor reports", the
 * stored snapshot, and the PDF.
 */

let t: TestContext;
let kit: ReturnType<typeof competitorCalls>;
beforeAll(async () => {
  t = await setupTestApp();
  kit = competitorCalls(t);
  await kit.signIn();
});
afterAll(() => t?.close());

const generate = (
  campaignId: number,
  type: string,
  siteIds: number[] = [],
  who: 'planner' | 'admin' = 'planner',
) =>
  kit.call(
    'POST',
    `/admin/generate-competitor-report/appsells?competitor_campaign_id=${campaignId}&report_type=${type}`,
    who,
    { site_ids: siteIds },
  );
const fetchReport = (campaignId: number, type: string, who: 'planner' | 'key_account_manager' = 'planner') =>
  kit.call(
    'GET',
    `/fetch-single-report/admin/appsells?reportType=${type}&competitor_campaign_id=${campaignId}`,
    who,
  );
const pdf = (campaignId: number, type: string) =>
  kit.call(
    'GET',
    `/competitor-report-pdf/admin/appsells?reportType=${type}&competitor_campaign_id=${campaignId}`,
    'admin',
  );

type Group = { name: string; sites: number; faces: number; share: number };
const figures = (groups: Group[]) => groups.map((group) => [group.name, group.sites, group.share]);

describe('the share arithmetic (docs/domain.md "Competitor reports", hand checks)', () => {
  it('shares by the largest remainder add up to 100.0', () => {
    const shares = (counts: Array<[string, number]>) => {
      // The one implementation, shared with the screens' fake backend (@ooh/api/report-math); in input order here.
      const out = presenceShares(counts.map(([name, sites], id) => ({ id, name, sites, faces: sites })));
      return counts.map((_, id) => out.find((group) => group.id === id)?.share);
    };
    // 3, 2, 1 of 6: floors 500, 333, 166 tenths (999); remainders 0, 2, 4 (of 6): the group of 1 gets the tenth.
    expect(
      shares([
        ['Karachi', 3],
        ['Lahore', 2],
        ['Islamabad', 1],
      ]),
    ).toEqual([50, 33.3, 16.7]);
    // 1, 1, 1 of 3: floors 333 each (999), remainders equal: the first name takes the tenth.
    expect(
      shares([
        ['Karachi', 1],
        ['Lahore', 1],
        ['Islamabad', 1],
      ]),
    ).toEqual([33.3, 33.3, 33.4]);
    // 4, 2, 1 of 7: floors 571, 285, 142 (998); remainders 3, 5, 6 (of 7): the groups of 1 and 2 get a tenth each.
    expect(
      shares([
        ['Billboard', 4],
        ['Streamer', 2],
        ['Bus shelter', 1],
      ]),
    ).toEqual([57.1, 28.6, 14.3]);
    // 2 and 1 of 3: remainders 2 and 1 (of 3): 66.7 and 33.3.
    expect(
      shares([
        ['A', 2],
        ['B', 1],
      ]),
    ).toEqual([66.7, 33.3]);
  });

  it('the head-to-head share is rounded half up to one decimal', () => {
    expect(headToHeadShare(2, 1)).toBe(66.7); // 66.666…
    expect(headToHeadShare(1, 2)).toBe(33.3); // 33.333…
    expect(headToHeadShare(1, 7)).toBe(12.5); // exact
    expect(headToHeadShare(1, 15)).toBe(6.3); // 6.25 → 6.3 (half up)
    expect(headToHeadShare(3, 1)).toBe(75);
    expect(headToHeadShare(0, 0)).toBe(0);
  });
});

describe('share of presence', () => {
  let campaignId: number;
  let sightings: Array<{ id: number; city_name: string; faces: number }>;
  let facesByCity: Record<string, number>;

  beforeAll(async () => {
    campaignId = await kit.campaign(await kit.competitor());
    // 3 in Karachi (two inventory sites, one recorded), 2 in Lahore (inventory), 1 in Islamabad (recorded).
    const karachi = await inventoryIn(t, 'Karachi', 2);
    const lahore = await inventoryIn(t, 'Lahore', 2);
    const [medium] = await mediumIds(t);
    sightings = await kit.saveSites(campaignId, [
      ...karachi.map((site) => ({ site_id: site.id })),
      { location_id: await placeIn(t, 'Karachi'), medium_id: medium?.id },
      ...lahore.map((site) => ({ site_id: site.id })),
      { location_id: await placeIn(t, 'Islamabad'), medium_id: medium?.id },
    ]);
    facesByCity = {
      Karachi: karachi.reduce((sum, site) => sum + site.faces, 0) + 1,
      Lahore: lahore.reduce((sum, site) => sum + site.faces, 0),
      Islamabad: 1,
    };
  });

  it('city-wise: 3, 2, 1 sightings of 6 are 50.0, 33.3 and 16.7 %, faces summed per city', async () => {
    const res = await generate(campaignId, 'city-wise');
    expect(res.statusCode).toBe(200);
    const { report, message } = res.json();
    expect(message).toBe('City-wise presence report generated');
    expect(figures(report.groups)).toEqual([
      ['Karachi', 3, 50],
      ['Lahore', 2, 33.3],
      ['Islamabad', 1, 16.7],
    ]);
    expect(report.groups.map((group: Group) => group.faces)).toEqual([
      facesByCity.Karachi,
      facesByCity.Lahore,
      facesByCity.Islamabad,
    ]);
    expect(report).toMatchObject({
      report_type: 'city-wise',
      label: 'City-wise presence',
      total_sites: 6,
      total_faces: Object.values(facesByCity).reduce((sum, faces) => sum + faces, 0),
      generated_by_name: expect.any(String),
      generated_at: t.clock.now().toISOString(),
    });
    expect(report.site_ids).toEqual(sightings.map((row) => row.id).sort((a, b) => a - b));
  });

  it('region-wise groups the same sightings by region', async () => {
    const { report } = (await generate(campaignId, 'region-wise')).json();
    expect(figures(report.groups)).toEqual([
      ['Sindh', 3, 50],
      ['Punjab', 2, 33.3],
      ['Islamabad Capital Territory', 1, 16.7],
    ]);
  });

  it('the chosen sightings only: one in each city is 33.4, 33.3, 33.3 (the tie by name)', async () => {
    const pick = ['Islamabad', 'Karachi', 'Lahore'].map(
      (city) => sightings.find((row) => row.city_name === city)?.id as number,
    );
    const { report } = (await generate(campaignId, 'city-wise', pick)).json();
    expect(figures(report.groups)).toEqual([
      ['Islamabad', 1, 33.4],
      ['Karachi', 1, 33.3],
      ['Lahore', 1, 33.3],
    ]);
    expect(report.total_sites).toBe(3);
  });

  it('medium-wise: 4, 2, 1 recorded sightings of 7 are 57.1, 28.6 and 14.3 %', async () => {
    const other = await kit.campaign(await kit.competitor());
    const [a, b, c] = await mediumIds(t);
    const place = await placeIn(t, 'Lahore');
    const rows = [
      ...Array.from({ length: 4 }, () => ({ location_id: place, medium_id: a?.id })),
      ...Array.from({ length: 2 }, () => ({ location_id: place, medium_id: b?.id })),
      { location_id: place, medium_id: c?.id },
    ];
    await kit.saveSites(other, rows);
    const { report } = (await generate(other, 'medium-wise')).json();
    expect(figures(report.groups)).toEqual([
      [a?.name, 4, 57.1],
      [b?.name, 2, 28.6],
      [c?.name, 1, 14.3],
    ]);
    expect(report.groups.reduce((sum: number, group: Group) => sum + group.share * 10, 0)).toBe(1000);
    expect(report.total_faces).toBe(7);
  });

  it('is stored: fetching answers the snapshot, whatever the sightings became; generating again replaces it', async () => {
    const generated = (await generate(campaignId, 'city-wise')).json().report;
    await kit.saveSites(campaignId, []);
    const stored = await fetchReport(campaignId, 'city-wise');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().report).toEqual(generated);
    const listed = await kit.call(
      'GET',
      `/competitor-campaign-sites/admin/appsells/${campaignId}`,
      'planner',
    );
    expect(listed.json().reports).toEqual(
      expect.arrayContaining([
        {
          report_type: 'city-wise',
          generated_at: generated.generated_at,
          generated_by_name: generated.generated_by_name,
          total_sites: 6,
        },
      ]),
    );
    const [count] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from competitor_reports where campaign_id = ${campaignId} and report_type = 'city-wise'`,
    );
    expect(Number(count?.n)).toBe(1);
    // With no sightings left, a new report is refused and the stored one stays.
    const refused = await generate(campaignId, 'city-wise');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMPETITOR_MESSAGES.reportNoSites);
    expect((await fetchReport(campaignId, 'city-wise')).json().report).toEqual(generated);
  });

  it('refuses an unknown campaign (404), another campaign’s sighting (400), a type it does not know (400)', async () => {
    expect((await generate(999_999, 'city-wise')).statusCode).toBe(404);
    const mine = await kit.campaign(await kit.competitor());
    const [own] = await kit.saveSites(mine, [{ site_id: (await inventoryIn(t, 'Karachi', 1))[0]?.id }]);
    const theirs = await kit.campaign(await kit.competitor());
    const [foreign] = await kit.saveSites(theirs, [{ site_id: (await inventoryIn(t, 'Karachi', 1))[0]?.id }]);
    const mixed = await generate(mine, 'city-wise', [own?.id as number, foreign?.id as number]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.site_ids).toBe(COMPETITOR_MESSAGES.reportSitesUnknown);
    const badType = await generate(mine, 'pie-chart');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.report_type).toBe(COMPETITOR_MESSAGES.reportType);
    const notYet = await fetchReport(mine, 'region-wise');
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().message).toBe(COMPETITOR_MESSAGES.reportNotFound);
    expect((await fetchReport(999_999, 'city-wise')).statusCode).toBe(404);
    expect((await fetchReport(mine, 'city-wise', 'key_account_manager')).statusCode).toBe(403);
    expect((await pdf(mine, 'site-list')).statusCode).toBe(404);
  });
});

describe('site list', () => {
  it('lists the sightings by city, location and site, with their photos; the PDF has a page per sighting', async () => {
    const campaignId = await kit.campaign(await kit.competitor(kit.unique('Photo Rival')));
    const [lahoreSite] = await inventoryIn(t, 'Lahore', 1);
    const [medium] = await mediumIds(t);
    const saved = await kit.saveSites(campaignId, [
      { site_id: lahoreSite?.id, seen_on: '2025-05-28' },
      {
        location_id: await placeIn(t, 'Karachi'),
        medium_id: medium?.id,
        address: 'Shahrah-e-Faisal, near the bridge',
      },
    ]);
    const recorded = saved.find((row) => row.site_id === null);
    expect((await kit.photo(recorded?.id as number, await sightingPhoto())).statusCode).toBe(200);
    const { report } = (await generate(campaignId, 'site-list')).json();
    expect(report.sites.map((site: { city_name: string }) => site.city_name)).toEqual(['Karachi', 'Lahore']);
    expect(report.sites[0]).toMatchObject({
      address: 'Shahrah-e-Faisal, near the bridge',
      photo_url: `/competitor-site-photo/${recorded?.id}/file`,
    });
    expect(report.sites[1]).toMatchObject({
      site_code: lahoreSite?.code,
      photo_url: null,
      seen_on: '2025-05-28',
    });

    const res = await pdf(campaignId, 'site-list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { pages } = await pdfText(res.rawPayload);
    // The cover, the list, and a page per sighting.
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Photo Rival');
    expect(pages[0]).toContain('Site list with photos');
    expect(pages[1]).toContain('Shahrah-e-Faisal');
    expect(pages[1]).toContain(lahoreSite?.code);
    expect(pages[2]).toContain('SIGHTING 1 OF 2');
    expect(pages[2]).not.toContain('No photo');
    expect(pages[3]).toContain('No photo');
    // The photo is in the document: one image on its page (pdfkit writes it as an XObject).
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});

describe('the PDF of a share report', () => {
  it('has the cover (with the logo) and the table of groups with their figures', async () => {
    const name = kit.unique('Logo Rival');
    const competitorId = await kit.competitor(name, await sightingPhoto());
    const campaignId = await kit.campaign(competitorId, 'Bright Drinks');
    const karachi = await inventoryIn(t, 'Karachi', 3);
    const lahore = await inventoryIn(t, 'Lahore', 2);
    const [islamabad] = await inventoryIn(t, 'Islamabad', 1);
    await kit.saveSites(
      campaignId,
      [...karachi, ...lahore, islamabad].map((site) => ({ site_id: site?.id })),
    );
    expect((await generate(campaignId, 'city-wise', [], 'admin')).statusCode).toBe(200);
    const res = await pdf(campaignId, 'city-wise');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.pdf');
    const { pages } = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(name);
    expect(pages[0]).toContain('Bright Drinks');
    expect(pages[0]).toContain('City-wise presence');
    expect(pages[0]).toContain('SITES COUNTED 6');
    for (const text of ['Karachi', '50.0 %', 'Lahore', '33.3 %', 'Islamabad', '16.7 %', '100.0 %'])
      expect(pages[1]).toContain(text);
    // The logo on the cover.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect((await pdf(campaignId, 'medium-wise')).statusCode).toBe(404);
  });
});

describe('head to head', () => {
  it('sets the competitor beside our sites in running campaigns, per city and medium, with totals', async () => {
    // Our side, made known: a medium of its own holding one site of a running campaign (city X) and one of a
    // completed campaign moved into city X (not counted: the campaign is not running).
    const [active] = await campaignSitesOf(t, 'active');
    const activeSites = new Set((await campaignSitesOf(t, 'active')).map((row) => row.siteId));
    const completed = (await campaignSitesOf(t, 'completed')).find((row) => !activeSites.has(row.siteId));
    const [medium] = await queryRows<{ id: number }>(
      t.connection,
      sql`insert into mediums (name, kind) values ('Head-to-head test medium', 'conventional') returning id`,
    );
    const mediumId = Number(medium?.id);
    const [place] = await queryRows<{ cityId: number; city: string; regionId: number; locationId: number }>(
      t.connection,
      sql`select s.city_id as "cityId", c.name as city, s.region_id as "regionId", s.location_id as "locationId"
          from sites s join cities c on c.id = s.city_id where s.id = ${active?.siteId}`,
    );
    const inActive = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from campaign_sites cs join campaigns c on c.id = cs.campaign_id
          where c.status = 'active' and cs.site_id = ${completed?.siteId}`,
    );
    expect(Number(inActive[0]?.n)).toBe(0);
    await t.connection.db.execute(sql`update sites set medium_id = ${mediumId} where id = ${active?.siteId}`);
    await t.connection.db.execute(
      sql`update sites set medium_id = ${mediumId}, city_id = ${place?.cityId}, region_id = ${place?.regionId},
          location_id = ${place?.locationId} where id = ${completed?.siteId}`,
    );
    const cityX = place?.city as string;
    const cityY = cityX === 'Islamabad' ? 'Karachi' : 'Islamabad';

    // The competitor: 2 sightings in (X, the medium), 1 in (Y, the medium).
    const campaignId = await kit.campaign(await kit.competitor());
    const atX = await placeIn(t, cityX);
    const atY = await placeIn(t, cityY);
    await kit.saveSites(campaignId, [
      { location_id: atX, medium_id: mediumId },
      { location_id: atX, medium_id: mediumId },
      { location_id: atY, medium_id: mediumId },
    ]);
    const res = await generate(campaignId, 'head-to-head');
    expect(res.statusCode).toBe(200);
    const { report } = res.json();
    // X: 2 beside our 1 → 2 × 100 / 3 = 66.666… → 66.7; Y: 1 beside none → 100.0; totals: 3 beside 1 → 75.0.
    const expected = [
      {
        city_name: cityX,
        medium_name: 'Head-to-head test medium',
        competitor_sites: 2,
        our_sites: 1,
        competitor_share: 66.7,
      },
      {
        city_name: cityY,
        medium_name: 'Head-to-head test medium',
        competitor_sites: 1,
        our_sites: 0,
        competitor_share: 100,
      },
    ].sort((a, b) => (a.city_name < b.city_name ? -1 : 1));
    expect(report.rows).toEqual(expected.map((row) => expect.objectContaining(row)));
    expect(report.totals).toEqual({ competitor_sites: 3, our_sites: 1, competitor_share: 75 });

    // Once our campaign is completed, it no longer counts (a new report; the stored one keeps its figures).
    await t.connection.db.execute(
      sql`update campaigns set status = 'completed' where id = ${active?.campaignId}`,
    );
    const after = (await generate(campaignId, 'head-to-head')).json().report;
    expect(after.totals).toEqual({ competitor_sites: 3, our_sites: 0, competitor_share: 100 });
    await t.connection.db.execute(
      sql`update campaigns set status = 'active' where id = ${active?.campaignId}`,
    );
    const again = (await generate(campaignId, 'head-to-head')).json().report;
    expect(again.totals.our_sites).toBe(1);

    const document = await pdf(campaignId, 'head-to-head');
    const { pages } = await pdfText(document.rawPayload);
    expect(pages).toHaveLength(2);
    for (const text of ['Head to head', cityX, '66.7 %', '100.0 %', '75.0 %'])
      expect(pages[1]).toContain(text);
  });
});
