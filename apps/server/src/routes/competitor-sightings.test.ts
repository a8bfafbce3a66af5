import { COMPETITOR_CAMPAIGN_MAX_SITES, COMPETITOR_MESSAGES, VISUALREP_MESSAGES } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../services/files/index.ts';
import {
  competitorCalls,
  competitorRows,
  inventoryIn,
  logoPng,
  mediumIds,
  placeIn,
  sightingPhoto,
} from '../test/competitors.ts';
import { queryRows, setupTestApp, storedFilesOf, type TestContext } from '../test/harness.ts';

/**
 * Issue 18: where competitor campaigns were seen, their photos, and what deleting takes with it (no file left
 * behind), as callers see them (docs/domain.md "Competitors").
 */

let t: TestContext;
let kit: ReturnType<typeof competitorCalls>;
let rows: ReturnType<typeof competitorRows>;
beforeAll(async () => {
  t = await setupTestApp();
  kit = competitorCalls(t);
  rows = competitorRows(t);
  await kit.signIn();
});
afterAll(() => t?.close());

const storedFiles = () => storedFilesOf(t.config.uploadDir);
describe('where a campaign was seen', () => {
  it('records inventory sites and recorded places, each with the place, medium and faces they take', async () => {
    const campaignId = await kit.campaign(await kit.competitor());
    const [karachi] = await inventoryIn(t, 'Karachi', 1);
    const lahore = await placeIn(t, 'Lahore');
    const [medium] = await mediumIds(t);
    const saved = await kit.saveSites(campaignId, [
      { site_id: karachi?.id, seen_on: '2025-05-30', notes: 'By the flyover' },
      {
        location_id: lahore,
        medium_id: medium?.id,
        address: 'Main Boulevard',
        latitude: 31.5,
        longitude: 74.3,
      },
    ]);
    expect(saved).toHaveLength(2);
    const read = await kit.call('GET', `/competitor-campaign-sites/admin/appsells/${campaignId}`, 'admin');
    expect(read.statusCode).toBe(200);
    const { sites, campaign, reports } = read.json();
    expect(campaign.sites_count).toBe(2);
    expect(reports).toEqual([]);
    const [first, second] = sites;
    expect(first).toMatchObject({
      site_id: karachi?.id,
      site_code: karachi?.code,
      city_name: 'Karachi',
      faces: karachi?.faces,
      seen_on: '2025-05-30',
      notes: 'By the flyover',
      photo_url: null,
    });
    expect(second).toMatchObject({
      site_id: null,
      site_code: null,
      city_name: 'Lahore',
      location_id: lahore,
      medium_id: medium?.id,
      medium_name: medium?.name,
      address: 'Main Boulevard',
      latitude: 31.5,
      longitude: 74.3,
      faces: 1,
    });
    expect(second.region_name).toBe('Punjab');
  });

  it('keeps rows sent with their id (and their photo), adds the others, and removes the rest with their photos', async () => {
    const campaignId = await kit.campaign(await kit.competitor());
    const [a, b, c] = await inventoryIn(t, 'Lahore', 3);
    const saved = await kit.saveSites(campaignId, [{ site_id: a?.id }, { site_id: b?.id }]);
    const [rowA, rowB] = saved;
    expect((await kit.photo(rowA?.id as number, await sightingPhoto())).statusCode).toBe(200);
    expect((await kit.photo(rowB?.id as number, await sightingPhoto())).statusCode).toBe(200);
    const photoFiles = await queryRows<{ original: number; web: number; id: number }>(
      t.connection,
      sql`select id, photo_original_file_id as original, photo_web_file_id as web from competitor_campaign_sites
          where campaign_id = ${campaignId}`,
    );
    const ofB = photoFiles.find((row) => Number(row.id) === rowB?.id);
    const bKeys = (await rows.fileRows([Number(ofB?.original), Number(ofB?.web)])).map((row) => row.key);
    expect(bKeys).toHaveLength(2);

    const next = await kit.saveSites(campaignId, [
      { id: rowA?.id, site_id: a?.id, notes: 'kept' },
      { site_id: c?.id },
    ]);
    expect(next.map((row) => row.site_id).sort()).toEqual([a?.id, c?.id].sort());
    expect(next.find((row) => row.id === rowA?.id)).toMatchObject({
      photo_url: `/competitor-site-photo/${rowA?.id}/file`,
    });
    expect(await rows.fileRows([Number(ofB?.original), Number(ofB?.web)])).toEqual([]);
    for (const key of bKeys) expect(storedFiles()).not.toContain(key);
    expect(await rows.counter(`competitor_sites:campaign:${campaignId}`)).toBe(2);
    // An empty list removes every sighting.
    expect(await kit.saveSites(campaignId, [])).toEqual([]);
    expect(await rows.counter(`competitor_sites:campaign:${campaignId}`)).toBe(0);
  });

  it('refuses a site twice, a row of another campaign, unknown or unapproved sites, locations and mediums', async () => {
    const campaignId = await kit.campaign(await kit.competitor());
    const otherRow = (
      await kit.saveSites(await kit.campaign(await kit.competitor()), [
        { site_id: (await inventoryIn(t, 'Karachi', 1))[0]?.id },
      ])
    )[0];
    const [site] = await inventoryIn(t, 'Islamabad', 1);
    const save = (rows: object[], id = campaignId) =>
      kit.call('PATCH', '/admin/update-competitor-campaign-sites/appsells/', 'admin', {
        competitor_campaign_id: id,
        competitor_sites: rows,
      });
    const twice = await save([{ site_id: site?.id }, { site_id: site?.id }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['competitor_sites.1.site_id']).toBe(COMPETITOR_MESSAGES.siteTwice);
    const foreign = await save([{ id: otherRow?.id, site_id: site?.id }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors['competitor_sites.0.id']).toBe(COMPETITOR_MESSAGES.siteRowNotFound);
    const unknownSite = await save([{ site_id: 99_999_999 }]);
    expect(unknownSite.statusCode).toBe(404);
    expect(unknownSite.json().message).toBe(COMPETITOR_MESSAGES.siteNotFound);
    const [pending] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from sites where status = 'pending' limit 1`,
    );
    if (pending) expect((await save([{ site_id: Number(pending.id) }])).statusCode).toBe(404);
    const [medium] = await mediumIds(t);
    expect((await save([{ location_id: 99_999_999, medium_id: medium?.id }])).statusCode).toBe(404);
    expect(
      (await save([{ location_id: await placeIn(t, 'Lahore'), medium_id: 99_999_999 }])).statusCode,
    ).toBe(404);
    const neither = await save([{ notes: 'somewhere' }]);
    expect(neither.statusCode).toBe(400);
    expect(Object.values(neither.json().errors)).toContain(COMPETITOR_MESSAGES.siteOrLocation);
    const halfPosition = await save([{ site_id: site?.id, latitude: 31 }]);
    expect(halfPosition.statusCode).toBe(400);
    expect((await save([{ site_id: site?.id }], 999_999)).statusCode).toBe(404);
    const tooMany = await save(
      Array.from({ length: COMPETITOR_CAMPAIGN_MAX_SITES + 1 }, () => ({ site_id: 1 })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.competitor_sites).toBe(COMPETITOR_MESSAGES.tooManySites);
    expect(await rows.counter(`competitor_sites:campaign:${campaignId}`)).toBe(0);
  });

  it('a kept sighting keeps its inventory site after the site is deleted; a new one may not name it', async () => {
    const campaignId = await kit.campaign(await kit.competitor());
    const [site] = await inventoryIn(t, 'Karachi', 5).then((rows) => rows.slice(4));
    const [row] = await kit.saveSites(campaignId, [{ site_id: site?.id }]);
    await t.connection.db.execute(sql`update sites set deleted_at = now() where id = ${site?.id}`);
    expect(
      await kit.saveSites(campaignId, [{ id: row?.id, site_id: site?.id, notes: 'still there' }]),
    ).toHaveLength(1);
    const other = await kit.campaign(await kit.competitor());
    const res = await kit.call('PATCH', '/admin/update-competitor-campaign-sites/appsells/', 'admin', {
      competitor_campaign_id: other,
      competitor_sites: [{ site_id: site?.id }],
    });
    expect(res.statusCode).toBe(404);
    await t.connection.db.execute(sql`update sites set deleted_at = null where id = ${site?.id}`);
  });
});

describe("a sighting's photo", () => {
  it('keeps the original and an upright web copy; refuses what is not an image; 404 for an unknown sighting', async () => {
    const campaignId = await kit.campaign(await kit.competitor());
    const [row] = await kit.saveSites(campaignId, [
      { location_id: await placeIn(t, 'Karachi'), medium_id: (await mediumIds(t))[0]?.id },
    ]);
    const id = row?.id as number;
    expect((await kit.call('GET', `/competitor-site-photo/${id}/file`, 'planner')).statusCode).toBe(404);
    const turned = await sightingPhoto({ orientation: 6 });
    const res = await kit.photo(id, turned);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Photo uploaded',
      site: { id, photo_url: `/competitor-site-photo/${id}/file` },
    });
    const web = await kit.call('GET', `/competitor-site-photo/${id}/file`, 'admin');
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/jpeg');
    // Stored 400 × 300 turned a quarter by its EXIF orientation: upright it is 300 × 400.
    expect(await sharp(web.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 400 });

    const text = await kit.form('POST', `/admin/competitor-site-photo/appsells/${id}`, 'planner', {}, [
      { name: 'photo.jpg', type: 'image/jpeg', content: 'not a photo at all' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.file).toBe(VISUALREP_MESSAGES.fileType);
    const none = await kit.form('POST', `/admin/competitor-site-photo/appsells/${id}`, 'planner', {});
    expect(none.statusCode).toBe(400);
    expect((await kit.photo(999_999, await sightingPhoto())).statusCode).toBe(404);

    // Replacing deletes the previous files.
    const [before] = await queryRows<{ original: number; web: number }>(
      t.connection,
      sql`select photo_original_file_id as original, photo_web_file_id as web from competitor_campaign_sites where id = ${id}`,
    );
    expect((await kit.photo(id, await sightingPhoto())).statusCode).toBe(200);
    expect(await rows.fileRows([Number(before?.original), Number(before?.web)])).toEqual([]);
  });
});

describe('deleting a competitor', () => {
  it('removes its campaigns, sightings, photos, reports and logo, answering how many campaigns went; no file is left', async () => {
    const filesBefore = storedFiles();
    const competitorId = await kit.competitor(kit.unique('Doomed'), await logoPng());
    const one = await kit.campaign(competitorId);
    const two = await kit.campaign(competitorId);
    const [row] = await kit.saveSites(one, [{ site_id: (await inventoryIn(t, 'Lahore', 1))[0]?.id }]);
    await kit.saveSites(two, [
      { location_id: await placeIn(t, 'Karachi'), medium_id: (await mediumIds(t))[0]?.id },
    ]);
    expect((await kit.photo(row?.id as number, await sightingPhoto())).statusCode).toBe(200);
    const report = await kit.call(
      'POST',
      `/admin/generate-competitor-report/appsells?competitor_campaign_id=${one}&report_type=city-wise`,
      'planner',
      { site_ids: [] },
    );
    expect(report.statusCode).toBe(200);
    const fileIds = (
      await queryRows<{ id: number }>(
        t.connection,
        sql`select logo_file_id as id from competitors where id = ${competitorId}
            union all select photo_original_file_id from competitor_campaign_sites where campaign_id = ${one}
            union all select photo_web_file_id from competitor_campaign_sites where campaign_id = ${one}`,
      )
    ).map((file) => Number(file.id));
    expect(fileIds).toHaveLength(3);
    expect(storedFiles().length).toBe(filesBefore.length + 3);

    const res = await kit.call('DELETE', `/delete-competitor/admin/appsells/${competitorId}`, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ campaigns_deleted: 2 });
    expect(res.json().message).toMatch(/and its 2 campaigns deleted$/);
    expect(await rows.fileRows(fileIds)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
    const left = await queryRows<{ n: number }>(
      t.connection,
      sql`select (select count(*) from competitor_campaigns where competitor_id = ${competitorId})
               + (select count(*) from competitor_campaign_sites where campaign_id in (${one}, ${two}))
               + (select count(*) from competitor_reports where campaign_id in (${one}, ${two})) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    expect(await rows.counter(`competitor_campaigns:competitor:${competitorId}`)).toBe(0);
    expect(await rows.counter(`competitor_sites:campaign:${one}`)).toBe(0);
    // Nothing for the start-up sweep to find either.
    const swept = await sweepUploads({
      db: t.connection.db,
      storage: t.storage,
      now: new Date(Date.now() + 2 * 3_600_000),
    });
    expect(swept.removed).toBe(0);
    expect(
      (await kit.call('DELETE', `/delete-competitor/admin/appsells/${competitorId}`, 'admin')).statusCode,
    ).toBe(404);
    const audit = await queryRows<{ details: { campaigns: number } }>(
      t.connection,
      sql`select details from audit_log where action = 'competitor.delete' and entity_id = ${competitorId}`,
    );
    expect(audit[0]?.details.campaigns).toBe(2);
  });

  it('a deleted campaign takes its sightings’ photos with it', async () => {
    const competitorId = await kit.competitor();
    const campaignId = await kit.campaign(competitorId);
    const [row] = await kit.saveSites(campaignId, [
      { site_id: (await inventoryIn(t, 'Islamabad', 1))[0]?.id },
    ]);
    const filesBefore = storedFiles();
    expect((await kit.photo(row?.id as number, await sightingPhoto())).statusCode).toBe(200);
    expect(storedFiles().length).toBe(filesBefore.length + 2);
    const res = await kit.call(
      'DELETE',
      `/delete-competitor-campaign/admin/appsells?competitor_id=${competitorId}&competitor_campaign_id=${campaignId}`,
      'planner',
    );
    expect(res.statusCode).toBe(200);
    expect(storedFiles()).toEqual(filesBefore);
  });
});
