import type { SiteImage, StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differenceHash, hammingDistance, readPhotoExif } from '../services/field/photo-checks.ts';
import { duplicateCandidates } from '../services/field/upload.ts';
import { campaignSitesOf, fieldPhoto, northOf, type SeededCampaignSite } from '../test/field-work.ts';
import { queryRows, setupTestApp, storedFilesOf, TEST_NOW, type TestContext } from '../test/harness.ts';
import { type FormFile, multipartForm } from '../test/multipart.ts';

let t: TestContext;
let site: SeededCampaignSite;
let other: SeededCampaignSite;
let done: SeededCampaignSite;
const tokens = {} as Record<StaffRole, string>;
/** The test site's position (set by the test, so the distances are known). */
const AT = { lat: 31.5204, lng: 74.3587 };
const TODAY = TEST_NOW.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of ['admin', 'operation_analyst', 'key_account_manager', 'planner', 'designer'] as const)
    tokens[role] = await t.tokenForRole(role);
  const active = await campaignSitesOf(t, 'active');
  site = active[1] as SeededCampaignSite;
  other = active[0] as SeededCampaignSite;
  done = (await campaignSitesOf(t, 'completed'))[0] as SeededCampaignSite;
  await t.connection.db.execute(
    sql`update sites set latitude = ${AT.lat}, longitude = ${AT.lng} where id = ${site.siteId}`,
  );
  if (site.startDate > TODAY) throw new Error(`the running campaign starts after ${TODAY}`);
});
afterAll(() => t?.close());

/** `2025-06-02` and `08:30:00` → EXIF's `2025:06:02 08:30:00`. */
const exifTime = (day: string, time = '08:30:00') => `${day.replaceAll('-', ':')} ${time}`;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function upload(
  target: SeededCampaignSite,
  files: FormFile[],
  options: { role?: StaffRole; imageDate?: string } = {},
) {
  const form = multipartForm(
    {
      plan_id: target.planId,
      site_id: target.siteId,
      ...(options.imageDate ? { image_date: options.imageDate } : {}),
    },
    files.map((file) => ({ field: 'files', type: 'image/jpeg', ...file })),
  );
  return t.call({
    method: 'POST',
    url: '/api/upload-site-images/operational-analyst',
    token: tokens[options.role ?? 'operation_analyst'],
    ...form,
  });
}

const decide = (
  method: 'PATCH' | 'DELETE',
  url: string,
  ids: number[],
  extra: object = {},
  role: StaffRole = 'admin',
  target = site,
) =>
  t.call({
    method,
    url,
    token: tokens[role],
    payload: { site_id: target.siteId, plan_id: target.planId, image_ids: ids, ...extra },
  });

const notificationsOf = (email: string) =>
  queryRows<{ title: string; body: string; link: string }>(
    t.connection,
    sql`select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id
        where u.email = ${email} order by n.id desc`,
  );

describe('photo checks', () => {
  it('reads the EXIF capture time and GPS position of a JPEG, a PNG and a WebP alike', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const photo = await fieldPhoto({ scene: 1, takenAt: '2025:06:01 10:15:00', gps: AT, format });
      const exif = await readPhotoExif(photo);
      expect(exif.capturedAt?.toISOString(), format).toBe('2025-06-01T10:15:00.000Z');
      expect(exif.capturedDay).toBe('2025-06-01');
      expect(exif.latitude).toBeCloseTo(AT.lat, 5);
      expect(exif.longitude).toBeCloseTo(AT.lng, 5);
    }
    // With the camera's offset the instant is exact; the day stays the camera's.
    const karachi = await readPhotoExif(
      await fieldPhoto({ scene: 1, takenAt: '2025:06:01 02:00:00', offset: '+05:00' }),
    );
    expect(karachi).toMatchObject({ capturedDay: '2025-06-01', latitude: null, longitude: null });
    expect(karachi.capturedAt?.toISOString()).toBe('2025-05-31T21:00:00.000Z');
    expect(await readPhotoExif(await fieldPhoto({ scene: 1 }))).toEqual({
      capturedAt: null,
      capturedDay: null,
      latitude: null,
      longitude: null,
    });
  });

  it('gives a re-saved copy nearly the same difference hash, and another scene a distant one', async () => {
    const photo = await fieldPhoto({ scene: 2 });
    const copy = await sharp(photo).resize(120).jpeg({ quality: 60 }).toBuffer();
    const another = await fieldPhoto({ scene: 3 });
    expect(hammingDistance(await differenceHash(photo), await differenceHash(copy))).toBeLessThanOrEqual(4);
    expect(hammingDistance(await differenceHash(photo), await differenceHash(another))).toBeGreaterThan(10);
  });
});

describe('upload-site-images', () => {
  let first: SiteImage;
  let far: SiteImage;
  let early: SiteImage;
  let duplicate: SiteImage;
  let plain: SiteImage;

  it('uploads several photos with their EXIF, distance and flags, and tells the admins', async () => {
    const atSite = await fieldPhoto({ scene: 10, takenAt: exifTime(TODAY), gps: northOf(AT, 12) });
    const away = await fieldPhoto({ scene: 11, takenAt: exifTime(TODAY, '09:00:00'), gps: northOf(AT, 240) });
    const answer = await upload(site, [
      { name: 'front.jpg', content: atSite },
      { name: 'across the road.jpg', content: away },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json();
    expect(body.message).toBe('2 photos uploaded: waiting for approval');
    [first, far] = body.images;
    expect(first).toMatchObject({
      site_id: site.siteId,
      plan_id: site.planId,
      campaign_id: site.campaignId,
      image_date: TODAY,
      status: 'pending',
      captured_at: `${TODAY}T08:30:00.000Z`,
      distance_m: 12,
      flags: { far: false, early: false, duplicate: false },
      duplicate_of: null,
      width: 160,
      height: 120,
      url: `/site-images/${first?.id}/file`,
      uploaded_by_name: expect.any(String),
    });
    expect(first?.latitude).toBeCloseTo(northOf(AT, 12).lat, 5);
    expect(far).toMatchObject({ distance_m: 240, flags: { far: true, early: false, duplicate: false } });
    const [notice] = await notificationsOf('admin@demo.local');
    expect(notice).toMatchObject({
      title: 'Site photos awaiting approval',
      link: `/view-sites/${site.siteId}`,
    });
    expect(notice?.body).toContain(`${site.siteCode}`);
    expect(notice?.body).toContain('2 photos');
    expect(notice?.body).toContain('1 flagged');
  });

  it('flags a photo taken before the campaign start, and one identical to an earlier photo', async () => {
    const before = await fieldPhoto({ scene: 12, takenAt: exifTime(dayBefore(site.startDate)), gps: AT });
    const again = await fieldPhoto({ scene: 10, takenAt: exifTime(TODAY), gps: northOf(AT, 12) });
    const answer = await upload(site, [
      { name: 'early.jpg', content: before },
      { name: 'front again.jpg', content: again },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    [early, duplicate] = answer.json().images;
    expect(early).toMatchObject({ flags: { far: false, early: true, duplicate: false }, distance_m: 0 });
    expect(duplicate).toMatchObject({
      flags: { far: false, early: false, duplicate: true },
      duplicate_of: first.id,
    });
  });

  it('finds a re-encoded copy of a photo of another site, and dates a photo without EXIF by its chosen day', async () => {
    const original = await fieldPhoto({ scene: 13 });
    const first = await upload(other, [{ name: 'other.jpg', content: original }]);
    expect(first.statusCode, first.body).toBe(201);
    const copy = await sharp(original).png().toBuffer();
    const answer = await upload(site, [{ name: 'copy.png', type: 'image/png', content: copy }], {
      imageDate: dayBefore(site.startDate),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    plain = answer.json().images[0];
    expect(plain).toMatchObject({
      image_date: dayBefore(site.startDate),
      captured_at: null,
      latitude: null,
      distance_m: null,
      flags: { far: false, early: true, duplicate: true },
      duplicate_of: first.json().images[0].id,
    });
  });

  it('refuses a file that is not an image, too many files, a future day and no file, naming the field', async () => {
    const countImages = async () =>
      Number(
        (
          await queryRows<{ count: number }>(
            t.connection,
            sql`select count(*)::int as count from site_images where campaign_site_id = ${site.campaignSiteId}`,
          )
        )[0]?.count,
      );
    const before = await countImages();
    const notImage = await upload(site, [
      { name: 'front.jpg', content: await fieldPhoto({ scene: 20 }) },
      { name: 'notes.jpg', content: 'not a photo at all' },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.files).toBe('notes.jpg: Each photo must be a JPEG, PNG or WebP image');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const unreadable = await upload(site, [{ name: 'broken.jpg', content: broken }]);
    expect(unreadable.json().errors.files).toBe('broken.jpg: This file could not be read as an image');
    const photo = await fieldPhoto({ scene: 21 });
    const eleven = await upload(
      site,
      Array.from({ length: 11 }, (_, n) => ({ name: `p${n}.jpg`, content: photo })),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().errors.files).toBe('Attach at most 10 photos at once');
    const future = await upload(site, [{ name: 'p.jpg', content: photo }], { imageDate: '2099-01-01' });
    expect(future.json().errors.image_date).toBe("The photos' date cannot be after today");
    const none = await upload(site, []);
    expect(none.json().errors.files).toBe('Attach at least one photo (JPEG, PNG or WebP)');
    expect(await countImages()).toBe(before);
  });

  it('refuses other roles, a site outside the plan and a completed campaign', async () => {
    const photo = { name: 'p.jpg', content: await fieldPhoto({ scene: 22 }) };
    expect((await upload(site, [photo], { role: 'key_account_manager' })).statusCode).toBe(403);
    expect((await upload({ ...site, planId: 999_999 }, [photo])).statusCode).toBe(404);
    const closed = await upload(done, [photo]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^Cannot upload images: this campaign is completed/);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/upload-site-images/operational-analyst',
          token: tokens.admin,
          payload: {},
        })
      ).statusCode,
    ).toBe(415);
  });

  it('lists pending photos of a site by day, serves their files, and approves some, all or nothing', async () => {
    const pending = await t.call({
      method: 'GET',
      url: `/api/admin/fetch-pending-siteimages/${site.siteId}?date=${TODAY}&plan_id=${site.planId}`,
      token: tokens.planner,
    });
    expect(pending.statusCode).toBe(200);
    // Newest first; the early photo is dated today too (its camera's day is what made it early).
    expect(pending.json().images.map((image: SiteImage) => image.id)).toEqual(
      [duplicate.id, early.id, far.id, first.id].sort((a, b) => b - a),
    );
    const web = await t.call({
      method: 'GET',
      url: `/api/site-images/${first.id}/file`,
      token: tokens.key_account_manager,
    });
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('image/jpeg');
    const original = await t.call({
      method: 'GET',
      url: `/api/site-images/${plain.id}/file?original=1`,
      token: tokens.admin,
    });
    expect(original.headers['content-type']).toBe('image/png');
    expect(
      (await t.call({ method: 'GET', url: `/api/site-images/${first.id}/file`, token: tokens.designer }))
        .statusCode,
    ).toBe(403);

    expect(
      (await decide('PATCH', '/api/admin/approve-images-site-tracker', [first.id], {}, 'operation_analyst'))
        .statusCode,
    ).toBe(403);
    const foreign = await decide('PATCH', '/api/admin/approve-images-site-tracker', [first.id, 999_999]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Image #999999 is not an image of this site in this plan.');
    const approved = await decide('PATCH', '/api/admin/approve-images-site-tracker', [first.id, far.id]);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().images.map((image: SiteImage) => [image.id, image.status])).toEqual([
      [far.id, 'approved'],
      [first.id, 'approved'],
    ]);
    expect(approved.json().images[0].decided_by_name).toEqual(expect.any(String));
    expect((await notificationsOf('operation_analyst@demo.local'))[0]).toMatchObject({
      title: 'Site photos approved',
      link: `/view-sites/${site.siteId}`,
    });
    // Approving an approved photo with a pending one refuses both.
    const again = await decide('PATCH', '/api/admin/approve-images-site-tracker', [early.id, first.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Image #${first.id}: Cannot approve: this site image is approved. An approved image is the client's proof of posting and cannot be deleted. Nothing was approved.`,
    );
    const listed = await t.call({
      method: 'GET',
      url: `/api/admin/fetch-approved-siteimages/${site.siteId}?date=${TODAY}`,
      token: tokens.operation_analyst,
    });
    expect(
      listed
        .json()
        .images.map((image: SiteImage) => image.id)
        .sort(),
    ).toEqual([first.id, far.id].sort());
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/admin/fetch-approved-siteimages/999999',
          token: tokens.admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('rejects with a reason, refuses deleting an approved photo, deletes pending and rejected ones', async () => {
    const noReason = await decide('PATCH', '/api/admin/reject-images-site-tracker', [early.id], {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('A reason is required to reject a site image.');
    const rejected = await decide('PATCH', '/api/admin/reject-images-site-tracker', [early.id], {
      reason: 'Taken before the campaign started.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().images[0]).toMatchObject({
      status: 'rejected',
      reason: 'Taken before the campaign started.',
    });
    expect((await notificationsOf('operation_analyst@demo.local'))[0]).toMatchObject({
      title: 'Site photos rejected',
      body: expect.stringContaining('Taken before the campaign started.'),
    });

    const refused = await decide(
      'DELETE',
      '/api/delete-plan-site-images/',
      [duplicate.id, first.id],
      {},
      'operation_analyst',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      new RegExp(`^Image #${first.id}: Cannot delete: this site image is approved`),
    );
    expect(refused.json().message).toMatch(/Nothing was deleted\.$/);
    const stillThere = await t.call({
      method: 'GET',
      url: `/api/site-images/${duplicate.id}/file`,
      token: tokens.admin,
    });
    expect(stillThere.statusCode).toBe(200);

    const files = storedFilesOf(t.config.uploadDir).length;
    const deleted = await decide(
      'DELETE',
      '/api/delete-plan-site-images/',
      [duplicate.id, early.id],
      {},
      'operation_analyst',
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: '2 photos deleted', deleted: [duplicate.id, early.id] });
    expect(
      (await t.call({ method: 'GET', url: `/api/site-images/${duplicate.id}/file`, token: tokens.admin }))
        .statusCode,
    ).toBe(404);
    // The rows and files stay for the audit trail.
    expect(storedFilesOf(t.config.uploadDir).length).toBe(files);
    const plansite = await t.call({
      method: 'GET',
      url: `/api/admin/fetch-plansite/${site.siteId}?plan_id=${site.planId}`,
      token: tokens.admin,
    });
    const ids = plansite.json().images.map((image: SiteImage) => image.id);
    expect(ids).not.toContain(duplicate.id);
    const shown = plansite.json().images as SiteImage[];
    const counts = plansite.json().site.images;
    for (const status of ['pending', 'approved', 'rejected'] as const)
      expect(counts[status], status).toBe(shown.filter((image) => image.status === status).length);
    expect(counts.rejected).toBe(0);
    // A deleted photo is not compared again: the same picture uploaded now is not a duplicate of it.
    const deletedAgain = await decide('DELETE', '/api/delete-plan-site-images/', [duplicate.id]);
    expect(deletedAgain.statusCode).toBe(409);
    expect(
      (
        await decide(
          'PATCH',
          '/api/admin/reject-images-site-tracker',
          [first.id],
          { reason: 'x' },
          'admin',
          done,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('counts a site as verified with an approved status and an unflagged approved photo', async () => {
    const plansite = await t.call({
      method: 'GET',
      url: `/api/admin/fetch-plansite/${site.siteId}?plan_id=${site.planId}`,
      token: tokens.admin,
    });
    const item = plansite.json().site;
    expect(item.images.flagged).toBe(2);
    expect(item.verified).toBe(item.execution_status !== null && item.proposed_execution_status === null);
  });
});

describe('the duplicate check at scale', () => {
  it('finds its candidates off the sha256 and dHash-band indexes, not by reading every photo', async () => {
    const [file] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from files order by id limit 1`,
    );
    // 20,000 photos with random hashes, on one campaign site.
    await t.connection.db.execute(sql`
      insert into site_images (campaign_site_id, plan_id, site_id, image_date, original_file_id, web_file_id,
                               width, height, status, uploaded_at, sha256, dhash)
      select ${other.campaignSiteId}, ${other.planId}, ${other.siteId}, ${TODAY}, ${file?.id}, ${file?.id}, 10, 10,
             'rejected', ${TEST_NOW.toISOString()}::timestamptz, md5(n::text) || md5((n + 1)::text),
             substr(md5((n * 7)::text), 1, 16)
      from generate_series(1, 20000) n`);
    await t.connection.db.execute(sql`analyze site_images`);
    const query = duplicateCandidates(t.connection.db, 'a'.repeat(64), '0123456789abcdef').toSQL();
    const inlined = query.params.reduce<string>(
      (text, param, index) =>
        text.replaceAll(
          new RegExp(`\\$${index + 1}(?!\\d)`, 'g'),
          `'${String(param).replaceAll("'", "''")}'`,
        ),
      query.sql,
    );
    const plan = (
      (await t.connection.db.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Array<Record<string, string>>;
      }
    ).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toContain('site_images_dhash_bands_idx');
    expect(plan).toContain('site_images_sha256_idx');
    expect(plan).not.toMatch(/Seq Scan on site_images/);
    // And the answer is the same as comparing every photo: candidates include each photo within 4 bits.
    const near = '0123456789abcdee';
    await t.connection.db.execute(
      sql`update site_images set dhash = ${near} where id = (select max(id) from site_images)`,
    );
    const found = await duplicateCandidates(t.connection.db, 'b'.repeat(64), '0123456789abcdef');
    expect(found.some((row) => row.dhash === near)).toBe(true);
  });
});

describe('the seeded photos', () => {
  it('include two waiting for the admin on the running campaign, one far from the site and one taken early', async () => {
    const rows = await queryRows<{ flag_far: boolean; flag_early: boolean; distance_m: number | null }>(
      t.connection,
      sql`select i.flag_far, i.flag_early, i.distance_m from site_images i
          join files f on f.id = i.original_file_id
          where f.storage_key like 'site-images/seed-flagged-%' and i.status = 'pending' order by i.id`,
    );
    expect(rows.map((row) => [row.flag_far, row.flag_early])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(Number(rows[0]?.distance_m)).toBe(240);
  });
});
