import { and, asc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/connection.ts';
import {
  cities,
  competitorCampaignSites,
  competitorCampaigns,
  competitors,
  files,
  locations,
  mediums,
  sites,
  users,
} from '../db/schema.ts';
import type { Storage } from '../deps.ts';
import { generateReport } from '../services/competitors/reports.ts';
import { sha256Of } from '../services/field/photo-checks.ts';
import { makeWebCopy } from '../services/visualrep/photos.ts';

const DAY = 86_400_000;

/** A made-up logo: a coloured square with a white band, as a PNG. */
function logo(colour: { r: number; g: number; b: number }) {
  const size = 240;
  const band = Buffer.from(
    `<svg width="${size}" height="${size}"><rect x="24" y="96" width="192" height="48" rx="12" fill="#ffffff"/></svg>`,
  );
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([{ input: band }])
    .png()
    .toBuffer();
}

/** A made-up photo of a competitor's billboard: sky, a coloured panel on a pole, the road. */
function billboard(variant: number) {
  const width = 800;
  const height = 600;
  const panel = `hsl(${(variant * 67) % 360}, 70%, 50%)`;
  const svg = Buffer.from(
    `<svg width="${width}" height="${height}">
      <rect width="${width}" height="${height * 0.65}" fill="#9cc7ee"/>
      <rect y="${height * 0.65}" width="${width}" height="${height * 0.35}" fill="#5b5f66"/>
      <rect x="${180 + variant * 20}" y="90" width="420" height="220" fill="${panel}" stroke="#222" stroke-width="8"/>
      <rect x="${382 + variant * 20}" y="310" width="16" height="140" fill="#444"/>
    </svg>`,
  );
  return sharp(svg).jpeg({ quality: 80 }).toBuffer();
}

async function putFile(
  db: Db,
  storage: Storage,
  file: { key: string; bytes: Buffer; name: string; type: string; by: number; at: Date },
) {
  await storage.put(file.key, file.bytes);
  const [row] = await db
    .insert(files)
    .values({
      storageKey: file.key,
      originalName: file.name,
      contentType: file.type,
      size: file.bytes.length,
      sha256: sha256Of(file.bytes),
      uploadedBy: file.by,
      createdAt: file.at,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('seed: files insert answered no row');
  return row.id;
}

/** Approved live sites of a city, in site-code order. */
async function sitesIn(db: Db, cityName: string, count: number) {
  return db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.cityName, cityName), eq(sites.status, 'approved'), isNull(sites.deletedAt)))
    .orderBy(asc(sites.siteCode))
    .limit(count);
}

async function firstLocation(db: Db, cityName: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .where(eq(cities.name, cityName))
    .orderBy(asc(locations.name))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Competitor analysis demo data (issue 18; docs/domain.md "Competitors"): three competitors (one with a logo),
 * four campaigns, and the first campaign seen on six sites across Karachi, Lahore and Islamabad (four inventory
 * sites, two recorded by location with a photo), with its city-wise report generated: 3, 2 and 1 sightings,
 * 50.0, 33.3 and 16.7 %, the doc's hand check. Part of the one seed transaction, so a database has all of it or
 * none (the seed runs once, on an empty database).
 */
export async function seedCompetitors(db: Db, storage: Storage, now: Date, plannerId: number) {
  const by = plannerId;
  const logoId = await putFile(db, storage, {
    key: 'competitors/seed-logo-skyline.png',
    bytes: await logo({ r: 14, g: 94, b: 168 }),
    name: 'skyline-logo.png',
    type: 'image/png',
    by,
    at: now,
  });
  const made = await db
    .insert(competitors)
    .values(
      [
        { name: 'Skyline Outdoor', logoFileId: logoId },
        { name: 'Metro Media Group', logoFileId: null },
        { name: 'Billboard Bazaar', logoFileId: null },
      ].map((row, index) => ({
        ...row,
        createdBy: by,
        updatedBy: by,
        createdAt: new Date(now.getTime() - (30 - index) * DAY),
        updatedAt: new Date(now.getTime() - (30 - index) * DAY),
      })),
    )
    .returning({ id: competitors.id, name: competitors.name });
  const competitorId = (name: string) => made.find((row) => row.name === name)?.id as number;
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
  const campaignRows = await db
    .insert(competitorCampaigns)
    .values(
      [
        {
          competitor: 'Skyline Outdoor',
          name: 'Summer Fizz 2026',
          industry: 'Beverages',
          first: 40,
          last: 5,
        },
        { competitor: 'Skyline Outdoor', name: 'Fiber Fast', industry: 'Telecom', first: 20, last: 2 },
        { competitor: 'Metro Media Group', name: 'Bank on Us', industry: 'Banking', first: 60, last: 30 },
        { competitor: 'Billboard Bazaar', name: 'Eid Sale', industry: 'Retail', first: null, last: null },
      ].map((row, index) => ({
        competitorId: competitorId(row.competitor),
        name: row.name,
        industryType: row.industry,
        firstSeen: row.first === null ? null : day(row.first),
        lastSeen: row.last === null ? null : day(row.last),
        createdBy: by,
        updatedBy: by,
        createdAt: new Date(now.getTime() - (20 - index) * DAY),
        updatedAt: new Date(now.getTime() - (20 - index) * DAY),
      })),
    )
    .returning({ id: competitorCampaigns.id, name: competitorCampaigns.name });
  const fizz = campaignRows.find((row) => row.name === 'Summer Fizz 2026');
  const fiber = campaignRows.find((row) => row.name === 'Fiber Fast');
  if (!fizz || !fiber) return;

  const [karachi, lahore, fiberSites] = [
    await sitesIn(db, 'Karachi', 3),
    await sitesIn(db, 'Lahore', 1),
    await sitesIn(db, 'Lahore', 3),
  ];
  const [firstMedium] = await db.select({ id: mediums.id }).from(mediums).orderBy(asc(mediums.name)).limit(1);
  const lahoreLocation = await firstLocation(db, 'Lahore');
  const islamabadLocation = await firstLocation(db, 'Islamabad');
  if (!firstMedium || !lahoreLocation || !islamabadLocation) return;

  const photo = async (variant: number) => {
    const original = await billboard(variant);
    const web = (await makeWebCopy(original)).web;
    const at = new Date(now.getTime() - (6 + variant) * DAY);
    return {
      photoOriginalFileId: await putFile(db, storage, {
        key: `competitors/seed-sighting-${variant}.jpg`,
        bytes: original,
        name: `sighting-${variant}.jpg`,
        type: 'image/jpeg',
        by,
        at,
      }),
      photoWebFileId: await putFile(db, storage, {
        key: `competitors/seed-sighting-${variant}-web.jpg`,
        bytes: web.content,
        name: `sighting-${variant}-web.jpg`,
        type: 'image/jpeg',
        by,
        at,
      }),
      photoWebWidth: web.width,
      photoWebHeight: web.height,
    };
  };
  const stamp = { createdBy: by, createdAt: now, updatedAt: now };
  await db.insert(competitorCampaignSites).values([
    ...[...karachi, ...lahore].map((site, index) => ({
      campaignId: fizz.id,
      siteId: site.id,
      seenOn: day(10 + index),
      ...stamp,
    })),
    {
      campaignId: fizz.id,
      locationId: lahoreLocation,
      mediumId: firstMedium.id,
      address: 'Opposite the main gate',
      latitude: 31.5204,
      longitude: 74.3587,
      seenOn: day(8),
      notes: 'Lit at night; the competitor’s logo bottom right',
      ...(await photo(1)),
      ...stamp,
    },
    {
      campaignId: fizz.id,
      locationId: islamabadLocation,
      mediumId: firstMedium.id,
      address: 'By the main roundabout',
      latitude: 33.7215,
      longitude: 73.0433,
      seenOn: day(7),
      notes: null,
      ...(await photo(2)),
      ...stamp,
    },
    ...fiberSites.map((site, index) => ({
      campaignId: fiber.id,
      siteId: site.id,
      seenOn: day(3 + index),
      ...stamp,
    })),
  ]);
  const [planner] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, plannerId));
  if (!planner) return;
  await generateReport({ db, now }, { competitor_campaign_id: fizz.id, report_type: 'city-wise' }, [], {
    ...planner,
    role: 'planner',
    roleLabel: 'Planner',
  });
}
