import { COMPETITOR_MESSAGES } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorCalls, competitorRows, logoPng, ROLES } from '../test/competitors.ts';
import { queryRows, setupTestApp, storedFilesOf, type TestContext } from '../test/harness.ts';

/** Issue 18: competitors and their campaigns, as callers see them (docs/domain.md "Competitors"). */

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
describe('who may call', () => {
  it('answers 401 without a token and 403 to the roles the contract leaves out', async () => {
    const readers = new Set(['admin', 'planner', 'key_account_manager']);
    const analysts = new Set(['admin', 'planner']);
    const calls: Array<[string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, Set<string>]> = [
      ['fetch-all-competitors', 'GET', '/fetch-all-competitors/admin/appsells', readers],
      ['competitor-campaigns', 'GET', '/competitor-campaigns/admin/appsells/999999', readers],
      ['competitor-logo', 'GET', '/competitor-logo/999999', readers],
      ['delete-competitor', 'DELETE', '/delete-competitor/admin/appsells/999999', analysts],
      ['create-competitor-campaign', 'POST', '/create-competitor-campaign/admin/appsells/999999', analysts],
      ['update-competitor-campaign', 'PUT', '/update-competitor-campaign/admin/appsells/', analysts],
      [
        'delete-competitor-campaign',
        'DELETE',
        '/delete-competitor-campaign/admin/appsells?competitor_id=999999&competitor_campaign_id=999999',
        analysts,
      ],
      ['competitor-campaign-sites', 'GET', '/competitor-campaign-sites/admin/appsells/999999', analysts],
      [
        'update-competitor-campaign-sites',
        'PATCH',
        '/admin/update-competitor-campaign-sites/appsells/',
        analysts,
      ],
      ['competitor-site-photo', 'GET', '/competitor-site-photo/999999/file', analysts],
      [
        'generate-competitor-report',
        'POST',
        '/admin/generate-competitor-report/appsells?competitor_campaign_id=999999&report_type=city-wise',
        analysts,
      ],
      [
        'fetch-single-report',
        'GET',
        '/fetch-single-report/admin/appsells?reportType=city-wise&competitor_campaign_id=999999',
        analysts,
      ],
      [
        'competitor-report-pdf',
        'GET',
        '/competitor-report-pdf/admin/appsells?reportType=city-wise&competitor_campaign_id=999999',
        analysts,
      ],
    ];
    for (const [name, method, url, allowed] of calls) {
      expect((await kit.call(method, url, null, method === 'GET' ? undefined : {})).statusCode, name).toBe(
        401,
      );
      for (const role of ROLES) {
        const res = await kit.call(method, url, role, method === 'GET' ? undefined : {});
        if (allowed.has(role)) expect([200, 400, 404], `${name} as ${role}`).toContain(res.statusCode);
        else expect(res.statusCode, `${name} as ${role}`).toBe(403);
      }
    }
    // The multipart calls too.
    for (const [url, method] of [
      ['/create-competitor/admin/appsells', 'POST'],
      ['/update-competitor/admin/appsells/1', 'PUT'],
      ['/admin/competitor-site-photo/appsells/1', 'POST'],
    ] as const) {
      expect((await kit.form(method, url, null, { competitor_name: 'X' })).statusCode).toBe(401);
      for (const role of [
        'key_account_manager',
        'designer',
        'editor',
        'operation_analyst',
        'manager',
      ] as const)
        expect(
          (await kit.form(method, url, role, { competitor_name: 'X' })).statusCode,
          `${url} ${role}`,
        ).toBe(403);
    }
  });
});

describe('competitors', () => {
  it('adds one with a logo checked by content, lists it by name with its counter, and serves the logo', async () => {
    const before = await rows.counter('competitors');
    const logo = await logoPng();
    const res = await kit.form(
      'POST',
      '/create-competitor/admin/appsells',
      'admin',
      { competitor_name: 'Zenith Signs' },
      [{ name: 'zenith.png', type: 'image/png', content: logo }],
    );
    expect(res.statusCode).toBe(201);
    const { competitor, message } = res.json();
    expect(message).toBe('Zenith Signs added');
    expect(competitor).toMatchObject({ competitor_name: 'Zenith Signs', campaigns_count: 0 });
    expect(competitor.logo_url).toBe(`/competitor-logo/${competitor.id}`);
    expect(await rows.counter('competitors')).toBe(before + 1);

    const served = await kit.call('GET', competitor.logo_url, 'key_account_manager');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(logo)).toBe(true);

    const found = await kit.call(
      'GET',
      '/fetch-all-competitors/admin/appsells?competitor_name=enith',
      'key_account_manager',
    );
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, totalCapped: false, allTotal: before + 1 });
    expect(found.json().competitors.map((row: { competitor_name: string }) => row.competitor_name)).toEqual([
      'Zenith Signs',
    ]);
    const audit = await queryRows<{ action: string }>(
      t.connection,
      sql`select action from audit_log where entity = 'competitor' and entity_id = ${competitor.id}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['competitor.create']);
  });

  it('lists by name, a page at a time, the whole list counted by its counter', async () => {
    for (const name of ['Aardvark Ads', 'aardwolf Media', 'Abacus Outdoor']) await kit.competitor(name);
    const page = await kit.call('GET', '/fetch-all-competitors/admin/appsells?page=1&limit=2', 'planner');
    const all = await kit.call('GET', '/fetch-all-competitors/admin/appsells?page=1&limit=100', 'planner');
    const names = all.json().competitors.map((row: { competitor_name: string }) => row.competitor_name);
    // By name (names that sort alike in any collation: the database's decides between cases).
    const at = (name: string) => names.indexOf(name);
    expect(at('Aardvark Ads')).toBeGreaterThanOrEqual(0);
    expect(at('Aardvark Ads')).toBeLessThan(at('Abacus Outdoor'));
    expect(at('Abacus Outdoor')).toBeLessThan(at('Billboard Bazaar'));
    expect(at('Billboard Bazaar')).toBeLessThan(at('Skyline Outdoor'));
    expect(at('Skyline Outdoor')).toBeLessThan(at('Zenith Signs'));
    expect(page.json().competitors).toHaveLength(2);
    expect(page.json().total).toBe(all.json().competitors.length);
    expect(page.json().allTotal).toBe(await rows.counter('competitors'));
    const searched = await kit.call(
      'GET',
      '/fetch-all-competitors/admin/appsells?competitor_name=AARD',
      'planner',
    );
    expect(
      searched.json().competitors.map((row: { competitor_name: string }) => row.competitor_name),
    ).toEqual(['Aardvark Ads', 'aardwolf Media']);
    expect(searched.json().total).toBe(2);
    // The page and its count are one statement; a page past the last has no rows and counts on its own.
    const past = await kit.call(
      'GET',
      '/fetch-all-competitors/admin/appsells?competitor_name=AARD&page=3&limit=1',
      'planner',
    );
    expect(past.json()).toMatchObject({ competitors: [], total: 2, totalCapped: false });
    const none = await kit.call(
      'GET',
      '/fetch-all-competitors/admin/appsells?competitor_name=no%20such%20rival',
      'planner',
    );
    expect(none.json()).toMatchObject({ competitors: [], total: 0, totalCapped: false });
  });

  it('refuses a name taken letter case aside (409), an empty or over-long name, and a logo that is not an image', async () => {
    await kit.competitor('Vista Boards');
    const taken = await kit.form('POST', '/create-competitor/admin/appsells', 'planner', {
      competitor_name: 'VISTA boards',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(COMPETITOR_MESSAGES.nameTaken);

    const empty = await kit.form('POST', '/create-competitor/admin/appsells', 'planner', {
      competitor_name: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.competitor_name).toBe(COMPETITOR_MESSAGES.name);
    const long = await kit.form('POST', '/create-competitor/admin/appsells', 'planner', {
      competitor_name: 'x'.repeat(121),
    });
    expect(long.statusCode).toBe(400);

    const files = storedFiles();
    const renamed = await kit.form(
      'POST',
      '/create-competitor/admin/appsells',
      'planner',
      { competitor_name: 'Text Logo' },
      [{ name: 'logo.png', type: 'image/png', content: 'just some text, not a picture' }],
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.file).toBe(COMPETITOR_MESSAGES.logoType);
    // PNG's first bytes and nothing an image decoder can read.
    const broken = await kit.form(
      'POST',
      '/create-competitor/admin/appsells',
      'planner',
      { competitor_name: 'Broken Logo' },
      [
        {
          name: 'logo.png',
          type: 'image/png',
          content: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(64, 1),
          ]),
        },
      ],
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.file).toBe(COMPETITOR_MESSAGES.logoType);
    const tooBig = await kit.form(
      'POST',
      '/create-competitor/admin/appsells',
      'planner',
      { competitor_name: 'Huge Logo' },
      [
        {
          name: 'logo.png',
          type: 'image/png',
          content: Buffer.concat([await logoPng(), Buffer.alloc(5 * 1024 * 1024)]),
        },
      ],
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.file).toBe(COMPETITOR_MESSAGES.logoTooLarge);
    const listed = await kit.call(
      'GET',
      '/fetch-all-competitors/admin/appsells?competitor_name=Logo',
      'planner',
    );
    expect(listed.json().total).toBe(0);
    expect(storedFiles()).toEqual(files);
  });

  it('renames and replaces the logo, the old file deleted with its row; 404 unknown, 409 name taken', async () => {
    const id = await kit.competitor('Old Name Media', await logoPng());
    const oldFile = await rows.logoFileOf(id);
    const [oldRow] = await rows.fileRows([oldFile as number]);
    expect(storedFiles()).toContain(oldRow?.key);
    const newLogo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    const res = await kit.form(
      'PUT',
      `/update-competitor/admin/appsells/${id}`,
      'planner',
      { competitor_name: 'New Name Media' },
      [{ name: 'new.webp', type: 'image/webp', content: newLogo }],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'New Name Media updated',
      competitor: { competitor_name: 'New Name Media' },
    });
    expect(await rows.fileRows([oldFile as number])).toEqual([]);
    expect(storedFiles()).not.toContain(oldRow?.key);
    const served = await kit.call('GET', `/competitor-logo/${id}`, 'planner');
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(newLogo)).toBe(true);

    // Renaming alone keeps the logo.
    const renamed = await kit.form('PUT', `/update-competitor/admin/appsells/${id}`, 'planner', {
      competitor_name: 'Newer Name Media',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().competitor.logo_url).toBe(`/competitor-logo/${id}`);
    // Its own name in another case is not "taken".
    expect(
      (
        await kit.form('PUT', `/update-competitor/admin/appsells/${id}`, 'planner', {
          competitor_name: 'NEWER name media',
        })
      ).statusCode,
    ).toBe(200);

    await kit.competitor('Taken Name Media');
    const taken = await kit.form('PUT', `/update-competitor/admin/appsells/${id}`, 'planner', {
      competitor_name: 'taken name media',
    });
    expect(taken.statusCode).toBe(409);
    const unknown = await kit.form('PUT', '/update-competitor/admin/appsells/999999', 'planner', {
      competitor_name: 'Anything',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COMPETITOR_MESSAGES.notFound);
    const noLogo = await kit.call('GET', `/competitor-logo/${await kit.competitor()}`, 'planner');
    expect(noLogo.statusCode).toBe(404);
    expect(noLogo.json().message).toBe(COMPETITOR_MESSAGES.noLogo);
  });
});

describe('campaigns', () => {
  it('adds, lists newest first with search and counts, renames and deletes', async () => {
    const competitorId = await kit.competitor();
    const first = await kit.call(
      'POST',
      `/create-competitor-campaign/admin/appsells/${competitorId}`,
      'admin',
      {
        competitor_campaign_name: 'Cola Summer',
        industry_type: 'Beverages',
        first_seen: '2025-05-01',
        last_seen: '2025-05-20',
      },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Cola Summer added',
      campaign: {
        competitor_id: competitorId,
        first_seen: '2025-05-01',
        last_seen: '2025-05-20',
        sites_count: 0,
      },
    });
    t.clock.advance(60_000);
    const second = await kit.campaign(competitorId, 'Telco Winter');
    const list = await kit.call(
      'GET',
      `/competitor-campaigns/admin/appsells/${competitorId}`,
      'key_account_manager',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 2,
      allTotal: 2,
      totalCapped: false,
      competitor: { campaigns_count: 2 },
    });
    expect(
      list.json().campaigns.map((row: { competitor_campaign_name: string }) => row.competitor_campaign_name),
    ).toEqual(['Telco Winter', 'Cola Summer']);
    const searched = await kit.call(
      'GET',
      `/competitor-campaigns/admin/appsells/${competitorId}?campaign_name=cola`,
      'planner',
    );
    expect(searched.json()).toMatchObject({ total: 1, allTotal: 2 });
    // Past the last searched page: no rows, the count read on its own.
    const pastSearched = await kit.call(
      'GET',
      `/competitor-campaigns/admin/appsells/${competitorId}?campaign_name=cola&page=2&limit=1`,
      'planner',
    );
    expect(pastSearched.json()).toMatchObject({ campaigns: [], total: 1, totalCapped: false, allTotal: 2 });
    // A page of one (read at the prepared size of ten and cut), the second: the older campaign.
    const olderPage = await kit.call(
      'GET',
      `/competitor-campaigns/admin/appsells/${competitorId}?page=2&limit=1`,
      'planner',
    );
    expect(
      olderPage
        .json()
        .campaigns.map((row: { competitor_campaign_name: string }) => row.competitor_campaign_name),
    ).toEqual(['Cola Summer']);
    expect(olderPage.json()).toMatchObject({ total: 2, allTotal: 2 });
    // An unknown competitor: 404 in words, though its (empty) page is read beside it.
    const nobody = await kit.call('GET', '/competitor-campaigns/admin/appsells/999999', 'planner');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: COMPETITOR_MESSAGES.notFound });

    const taken = await kit.call(
      'POST',
      `/create-competitor-campaign/admin/appsells/${competitorId}`,
      'planner',
      {
        competitor_campaign_name: 'COLA summer',
        industry_type: 'Beverages',
      },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(COMPETITOR_MESSAGES.campaignNameTaken);
    // Another competitor may use the name.
    expect(await kit.campaign(await kit.competitor(), 'Cola Summer')).toBeGreaterThan(0);
    const unknown = await kit.call('POST', '/create-competitor-campaign/admin/appsells/999999', 'planner', {
      competitor_campaign_name: 'X',
      industry_type: 'Y',
    });
    expect(unknown.statusCode).toBe(404);
    const backwards = await kit.call(
      'POST',
      `/create-competitor-campaign/admin/appsells/${competitorId}`,
      'planner',
      {
        competitor_campaign_name: 'Backwards',
        industry_type: 'Y',
        first_seen: '2025-05-10',
        last_seen: '2025-05-01',
      },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.last_seen).toBe(COMPETITOR_MESSAGES.dates);
    expect(
      (
        await kit.call('POST', `/create-competitor-campaign/admin/appsells/${competitorId}`, 'planner', {
          competitor_campaign_name: 'x'.repeat(201),
          industry_type: 'Y',
        })
      ).statusCode,
    ).toBe(400);

    const update = (body: object) =>
      kit.call('PUT', '/update-competitor-campaign/admin/appsells/', 'planner', body);
    const renamed = await update({
      competitor_id: competitorId,
      competitor_campaign_id: second,
      competitor_campaign_name: 'Telco Spring',
      industry_type: 'Telecom',
      first_seen: '2025-04-01',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Telco Spring updated',
      campaign: {
        competitor_campaign_name: 'Telco Spring',
        industry_type: 'Telecom',
        first_seen: '2025-04-01',
      },
    });
    const base = { competitor_campaign_name: 'Anything', industry_type: 'Telecom' };
    expect(
      (await update({ ...base, competitor_id: 999999, competitor_campaign_id: second })).statusCode,
    ).toBe(404);
    expect(
      (await update({ ...base, competitor_id: competitorId, competitor_campaign_id: 999999 })).statusCode,
    ).toBe(404);
    const elsewhere = await update({
      ...base,
      competitor_id: await kit.competitor(),
      competitor_campaign_id: second,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.competitor_campaign_id).toBe(COMPETITOR_MESSAGES.campaignNotOfCompetitor);
    const clash = await update({
      ...base,
      competitor_campaign_name: 'cola summer',
      competitor_id: competitorId,
      competitor_campaign_id: second,
    });
    expect(clash.statusCode).toBe(409);

    const del = (competitor: number, campaign: number) =>
      kit.call(
        'DELETE',
        `/delete-competitor-campaign/admin/appsells?competitor_id=${competitor}&competitor_campaign_id=${campaign}`,
        'planner',
      );
    expect((await del(await kit.competitor(), second)).statusCode).toBe(400);
    expect((await del(competitorId, 999999)).statusCode).toBe(404);
    const gone = await del(competitorId, second);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Telco Spring deleted');
    expect(await rows.counter(`competitor_campaigns:competitor:${competitorId}`)).toBe(1);
  });
});

describe('the demo data', () => {
  it('has competitors, one with a logo, and a generated city-wise report', async () => {
    const list = await kit.call(
      'GET',
      '/fetch-all-competitors/admin/appsells?competitor_name=Skyline',
      'planner',
    );
    const [skyline] = list.json().competitors;
    expect(skyline).toMatchObject({ competitor_name: 'Skyline Outdoor', campaigns_count: 2 });
    expect((await kit.call('GET', skyline.logo_url, 'planner')).statusCode).toBe(200);
    const campaigns = await kit.call(
      'GET',
      `/competitor-campaigns/admin/appsells/${skyline.id}?campaign_name=Summer`,
      'planner',
    );
    const [fizz] = campaigns.json().campaigns;
    const report = await kit.call(
      'GET',
      `/fetch-single-report/admin/appsells?reportType=city-wise&competitor_campaign_id=${fizz.id}`,
      'planner',
    );
    expect(report.statusCode).toBe(200);
    expect(
      report.json().report.groups.map((group: { name: string; share: number }) => [group.name, group.share]),
    ).toEqual([
      ['Karachi', 50],
      ['Lahore', 33.3],
      ['Islamabad', 16.7],
    ]);
  });
});
