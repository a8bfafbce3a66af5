import { HttpResponse } from 'msw';
import { COMPETITOR_LOGO_MAX_BYTES, COMPETITOR_MESSAGES } from '../contract/constants.ts';
import {
  CompetitorCampaignInput,
  CompetitorFields,
  type CompetitorSite,
  createCompetitor,
  createCompetitorCampaign,
  deleteCompetitor,
  deleteCompetitorCampaign,
  downloadCompetitorLogo,
  downloadCompetitorReportPdf,
  downloadCompetitorSitePhoto,
  fetchAllCompetitors,
  fetchCompetitorCampaignSites,
  fetchCompetitorCampaigns,
  fetchSingleReport,
  generateCompetitorReport,
  UpdateCompetitorCampaignInput,
  updateCompetitor,
  updateCompetitorCampaign,
  updateCompetitorCampaignSites,
  uploadCompetitorSitePhoto,
} from '../contract/endpoints/competitors.ts';
import type { HandlerOptions } from './auth.ts';
import { SAMPLE_PDF } from './brief-fixtures.ts';
import {
  buildCompetitorReport,
  competitorLogoSvg,
  competitorPhotoSvg,
  competitorSitePhotoUrl,
  inventorySighting,
  type MockCompetitor,
  ourRunningSites,
  recordedSighting,
  sightingOrder,
  toCompetitorCampaign,
  toCompetitorItem,
} from './competitor-fixtures.ts';
import { type MockDb, nextId } from './db.ts';
import { errorResponse, mockEndpoint, notFound } from './mock.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  const message = Object.values(errors)[0] ?? issues[0]?.message ?? 'Invalid input';
  return errorResponse(400, { message, errors }) as never;
};
const fieldError = (field: string, message: string) =>
  errorResponse(400, { message, errors: { [field]: message } }) as never;
const queryOf = (url: URL) => Object.fromEntries(url.searchParams.entries());
const svg = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'image/svg+xml' } }) as never;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The logo of a create or update, checked as the server checks it (type and size; the server reads the content). */
function logoProblem(file: unknown, limit = COMPETITOR_LOGO_MAX_BYTES): string | null {
  if (!(file instanceof File)) return null;
  if (file.size === 0) return COMPETITOR_MESSAGES.logoEmpty;
  if (!IMAGE_TYPES.includes(file.type)) return COMPETITOR_MESSAGES.logoType;
  if (file.size > limit) return COMPETITOR_MESSAGES.logoTooLarge;
  return null;
}

/** The user the fake backend answers as when it records who generated a report. */
const GENERATED_BY = 'Aisha Admin';

/**
 * Competitor analysis (issue 18; docs/domain.md "Competitors"): competitors with their logos, their campaigns, where
 * each campaign was seen (a whole list saved at once), the sightings' photos, and reports generated from them and
 * exported as PDF. Writes change `db.competitors`; deleting cascades as the server's foreign keys do.
 */
export function competitorHandlers(db: MockDb, options: HandlerOptions = {}) {
  const state = () => db.competitors;
  const competitorOf = (id: unknown) => state().competitors.find((c) => c.id === Number(id));
  const campaignOf = (id: unknown) => state().campaigns.find((c) => c.id === Number(id));
  const sitesOf = (campaignId: number) =>
    state()
      .sites.filter((s) => s.competitor_campaign_id === campaignId)
      .sort(sightingOrder);
  const item = (competitor: MockCompetitor) => toCompetitorItem(state(), competitor);
  const dropCampaigns = (ids: Set<number>) => {
    const s = state();
    s.campaigns = s.campaigns.filter((c) => !ids.has(c.id));
    s.sites = s.sites.filter((site) => !ids.has(site.competitor_campaign_id));
    s.reports = s.reports.filter((r) => !ids.has(r.competitor_campaign_id));
  };

  return [
    mockEndpoint(
      fetchAllCompetitors,
      ({ url }) => {
        const parsed = fetchAllCompetitors.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const { page, limit, competitor_name } = parsed.data;
        const words = competitor_name?.toLowerCase() ?? '';
        const all = [...state().competitors].sort((a, b) =>
          a.competitor_name.localeCompare(b.competitor_name),
        );
        const matching = words ? all.filter((c) => c.competitor_name.toLowerCase().includes(words)) : all;
        return {
          competitors: matching.slice((page - 1) * limit, page * limit).map(item),
          total: matching.length,
          totalCapped: false,
          allTotal: all.length,
        };
      },
      options,
    ),
    mockEndpoint(
      createCompetitor,
      ({ body }) => {
        const fields = (body ?? {}) as Record<string, unknown>;
        const parsed = CompetitorFields.safeParse(fields);
        if (!parsed.success) return invalid(parsed.error.issues);
        const problem = logoProblem(fields.file);
        if (problem) return fieldError('file', problem);
        const name = parsed.data.competitor_name;
        if (state().competitors.some((c) => sameName(c.competitor_name, name)))
          return errorResponse(409, {
            message: COMPETITOR_MESSAGES.nameTaken,
            errors: { competitor_name: COMPETITOR_MESSAGES.nameTaken },
          }) as never;
        const now = new Date().toISOString();
        const file = fields.file instanceof File ? fields.file : null;
        const competitor: MockCompetitor = {
          id: nextId(state().competitors, (c) => c.id),
          competitor_name: name,
          has_logo: file !== null,
          logo_type: file?.type ?? null,
          created_at: now,
          updated_at: now,
        };
        state().competitors.push(competitor);
        return HttpResponse.json(
          { message: COMPETITOR_MESSAGES.created(name), competitor: item(competitor) },
          { status: 201 },
        ) as never;
      },
      options,
    ),
    mockEndpoint(
      updateCompetitor,
      ({ params, body }) => {
        const competitor = competitorOf(params.id);
        if (!competitor) return notFound(COMPETITOR_MESSAGES.notFound);
        const fields = (body ?? {}) as Record<string, unknown>;
        const parsed = CompetitorFields.safeParse(fields);
        if (!parsed.success) return invalid(parsed.error.issues);
        const problem = logoProblem(fields.file);
        if (problem) return fieldError('file', problem);
        const name = parsed.data.competitor_name;
        if (state().competitors.some((c) => c.id !== competitor.id && sameName(c.competitor_name, name)))
          return errorResponse(409, {
            message: COMPETITOR_MESSAGES.nameTaken,
            errors: { competitor_name: COMPETITOR_MESSAGES.nameTaken },
          }) as never;
        competitor.competitor_name = name;
        competitor.updated_at = new Date().toISOString();
        if (fields.file instanceof File) {
          competitor.has_logo = true;
          competitor.logo_type = fields.file.type;
        }
        return { message: COMPETITOR_MESSAGES.updated(name), competitor: item(competitor) };
      },
      options,
    ),
    mockEndpoint(
      deleteCompetitor,
      ({ params }) => {
        const competitor = competitorOf(params.id);
        if (!competitor) return notFound(COMPETITOR_MESSAGES.notFound);
        const ids = new Set(
          state()
            .campaigns.filter((c) => c.competitor_id === competitor.id)
            .map((c) => c.id),
        );
        dropCampaigns(ids);
        state().competitors = state().competitors.filter((c) => c.id !== competitor.id);
        return {
          message: COMPETITOR_MESSAGES.deleted(competitor.competitor_name, ids.size),
          campaigns_deleted: ids.size,
        };
      },
      options,
    ),
    mockEndpoint(
      downloadCompetitorLogo,
      ({ params }) => {
        const competitor = competitorOf(params.id);
        if (!competitor) return notFound(COMPETITOR_MESSAGES.notFound);
        if (!competitor.has_logo) return notFound(COMPETITOR_MESSAGES.noLogo);
        return svg(competitorLogoSvg(competitor.id, competitor.competitor_name));
      },
      options,
    ),
    mockEndpoint(
      fetchCompetitorCampaigns,
      ({ params, url }) => {
        const competitor = competitorOf(params.id);
        if (!competitor) return notFound(COMPETITOR_MESSAGES.notFound);
        const parsed = fetchCompetitorCampaigns.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const { page, limit, campaign_name } = parsed.data;
        const words = campaign_name?.toLowerCase() ?? '';
        const all = state()
          .campaigns.filter((c) => c.competitor_id === competitor.id)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
        const matching = words
          ? all.filter((c) => c.competitor_campaign_name.toLowerCase().includes(words))
          : all;
        return {
          competitor: item(competitor),
          campaigns: matching
            .slice((page - 1) * limit, page * limit)
            .map((c) => toCompetitorCampaign(state(), c)),
          total: matching.length,
          totalCapped: false,
          allTotal: all.length,
        };
      },
      options,
    ),
    mockEndpoint(
      createCompetitorCampaign,
      ({ params, body }) => {
        const competitor = competitorOf(params.id);
        if (!competitor) return notFound(COMPETITOR_MESSAGES.notFound);
        const parsed = CompetitorCampaignInput.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const input = parsed.data;
        if (
          state().campaigns.some(
            (c) =>
              c.competitor_id === competitor.id &&
              sameName(c.competitor_campaign_name, input.competitor_campaign_name),
          )
        )
          return errorResponse(409, COMPETITOR_MESSAGES.campaignNameTaken) as never;
        const now = new Date().toISOString();
        const campaign = {
          id: nextId(state().campaigns, (c) => c.id),
          competitor_id: competitor.id,
          competitor_campaign_name: input.competitor_campaign_name,
          industry_type: input.industry_type,
          first_seen: input.first_seen ?? null,
          last_seen: input.last_seen ?? null,
          created_at: now,
          updated_at: now,
        };
        state().campaigns.push(campaign);
        return HttpResponse.json(
          {
            message: COMPETITOR_MESSAGES.campaignCreated(campaign.competitor_campaign_name),
            campaign: toCompetitorCampaign(state(), campaign),
          },
          { status: 201 },
        ) as never;
      },
      options,
    ),
    mockEndpoint(
      updateCompetitorCampaign,
      ({ body }) => {
        const parsed = UpdateCompetitorCampaignInput.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const input = parsed.data;
        if (!competitorOf(input.competitor_id)) return notFound(COMPETITOR_MESSAGES.notFound);
        const campaign = campaignOf(input.competitor_campaign_id);
        if (!campaign) return notFound(COMPETITOR_MESSAGES.campaignNotFound);
        if (campaign.competitor_id !== Number(input.competitor_id))
          return errorResponse(400, COMPETITOR_MESSAGES.campaignNotOfCompetitor) as never;
        if (
          state().campaigns.some(
            (c) =>
              c.id !== campaign.id &&
              c.competitor_id === campaign.competitor_id &&
              sameName(c.competitor_campaign_name, input.competitor_campaign_name),
          )
        )
          return errorResponse(409, COMPETITOR_MESSAGES.campaignNameTaken) as never;
        Object.assign(campaign, {
          competitor_campaign_name: input.competitor_campaign_name,
          industry_type: input.industry_type,
          ...(input.first_seen === undefined ? {} : { first_seen: input.first_seen }),
          ...(input.last_seen === undefined ? {} : { last_seen: input.last_seen }),
          updated_at: new Date().toISOString(),
        });
        return {
          message: COMPETITOR_MESSAGES.campaignUpdated(campaign.competitor_campaign_name),
          campaign: toCompetitorCampaign(state(), campaign),
        };
      },
      options,
    ),
    mockEndpoint(
      deleteCompetitorCampaign,
      ({ url }) => {
        const parsed = deleteCompetitorCampaign.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const campaign = campaignOf(parsed.data.competitor_campaign_id);
        if (!campaign) return notFound(COMPETITOR_MESSAGES.campaignNotFound);
        if (campaign.competitor_id !== Number(parsed.data.competitor_id))
          return errorResponse(400, COMPETITOR_MESSAGES.campaignNotOfCompetitor) as never;
        dropCampaigns(new Set([campaign.id]));
        return { message: COMPETITOR_MESSAGES.campaignDeleted(campaign.competitor_campaign_name) };
      },
      options,
    ),
    mockEndpoint(
      fetchCompetitorCampaignSites,
      ({ params }) => {
        const campaign = campaignOf(params.id);
        const competitor = campaign && competitorOf(campaign.competitor_id);
        if (!campaign || !competitor) return notFound(COMPETITOR_MESSAGES.campaignNotFound);
        return {
          competitor: item(competitor),
          campaign: toCompetitorCampaign(state(), campaign),
          sites: sitesOf(campaign.id),
          reports: state()
            .reports.filter((r) => r.competitor_campaign_id === campaign.id)
            .map((r) => ({
              report_type: r.report_type,
              generated_at: r.generated_at,
              generated_by_name: r.generated_by_name,
              total_sites: r.total_sites,
            })),
        };
      },
      options,
    ),
    mockEndpoint(
      updateCompetitorCampaignSites,
      ({ body }) => {
        const parsed = updateCompetitorCampaignSites.body.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const campaign = campaignOf(parsed.data.competitor_campaign_id);
        if (!campaign) return notFound(COMPETITOR_MESSAGES.campaignNotFound);
        const existing = new Map(sitesOf(campaign.id).map((s) => [s.id, s]));
        const seenSites = new Set<number>();
        let next = nextId(state().sites, (s) => s.id);
        const rows: CompetitorSite[] = [];
        for (const row of parsed.data.competitor_sites) {
          const kept = row.id === undefined ? undefined : existing.get(Number(row.id));
          if (row.id !== undefined && !kept)
            return errorResponse(400, COMPETITOR_MESSAGES.siteRowNotFound) as never;
          const id = kept ? kept.id : next++;
          const photo = kept?.photo_url != null;
          const common = {
            id,
            campaign: campaign.id,
            seen_on: row.seen_on ?? null,
            notes: row.notes ?? null,
            photo,
          };
          let sighting: CompetitorSite | null;
          if (row.site_id) {
            const siteId = Number(row.site_id);
            if (seenSites.has(siteId)) return errorResponse(400, COMPETITOR_MESSAGES.siteTwice) as never;
            seenSites.add(siteId);
            const site = db.sites.find((s) => s.id === siteId && s.status === 'approved');
            if (!site) return notFound(COMPETITOR_MESSAGES.siteNotFound);
            sighting = inventorySighting(site, common);
          } else {
            sighting = recordedSighting({
              ...common,
              location_id: Number(row.location_id),
              medium_id: Number(row.medium_id),
              address: row.address ?? null,
              latitude: row.latitude ?? null,
              longitude: row.longitude ?? null,
            });
            if (!sighting) return notFound(COMPETITOR_MESSAGES.siteNotFound);
          }
          rows.push(sighting);
        }
        const s = state();
        s.sites = [...s.sites.filter((site) => site.competitor_campaign_id !== campaign.id), ...rows];
        return { message: COMPETITOR_MESSAGES.sitesSaved(rows.length), sites: sitesOf(campaign.id) };
      },
      options,
    ),
    mockEndpoint(
      uploadCompetitorSitePhoto,
      ({ params, body }) => {
        const sighting = state().sites.find((s) => s.id === Number(params.id));
        if (!sighting) return notFound(COMPETITOR_MESSAGES.siteRowNotFound);
        const file = ((body ?? {}) as Record<string, unknown>).file;
        if (!(file instanceof File)) return fieldError('file', 'Choose a photo to upload');
        const problem = logoProblem(file, PHOTO_MAX_BYTES);
        if (problem)
          return fieldError(
            'file',
            problem === COMPETITOR_MESSAGES.logoTooLarge
              ? 'The photo can be at most 15 MB'
              : 'The photo must be a JPEG, PNG or WebP image',
          );
        sighting.photo_url = competitorSitePhotoUrl(sighting.id);
        return { message: 'Photo uploaded', site: sighting };
      },
      options,
    ),
    mockEndpoint(
      downloadCompetitorSitePhoto,
      ({ params }) => {
        const sighting = state().sites.find((s) => s.id === Number(params.id));
        if (!sighting) return notFound(COMPETITOR_MESSAGES.siteRowNotFound);
        if (!sighting.photo_url) return notFound(COMPETITOR_MESSAGES.noPhoto);
        const campaign = campaignOf(sighting.competitor_campaign_id);
        return svg(competitorPhotoSvg(sighting.id, campaign?.competitor_campaign_name ?? 'Campaign'));
      },
      options,
    ),
    mockEndpoint(
      generateCompetitorReport,
      ({ url, body }) => {
        const query = generateCompetitorReport.query.safeParse(queryOf(url));
        if (!query.success) return invalid(query.error.issues);
        const parsedBody = generateCompetitorReport.body.safeParse(body ?? {});
        if (!parsedBody.success) return invalid(parsedBody.error.issues);
        const campaign = campaignOf(query.data.competitor_campaign_id);
        const competitor = campaign && competitorOf(campaign.competitor_id);
        if (!campaign || !competitor) return notFound(COMPETITOR_MESSAGES.campaignNotFound);
        const all = sitesOf(campaign.id);
        if (all.length === 0) return errorResponse(409, COMPETITOR_MESSAGES.reportNoSites) as never;
        const wanted = new Set(parsedBody.data.site_ids.map(Number));
        if ([...wanted].some((id) => !all.some((s) => s.id === id)))
          return errorResponse(400, COMPETITOR_MESSAGES.reportSitesUnknown) as never;
        const type = query.data.report_type;
        const report = buildCompetitorReport({
          type,
          competitor,
          campaign,
          sites: wanted.size === 0 ? all : all.filter((s) => wanted.has(s.id)),
          generatedAt: new Date().toISOString(),
          generatedBy: GENERATED_BY,
          ourSites: ourRunningSites(db.campaigns, db.sites),
        });
        const s = state();
        s.reports = [
          ...s.reports.filter((r) => r.competitor_campaign_id !== campaign.id || r.report_type !== type),
          report,
        ];
        return { message: COMPETITOR_MESSAGES.reportGenerated(report.label), report };
      },
      options,
    ),
    mockEndpoint(
      fetchSingleReport,
      ({ url }) => {
        const parsed = fetchSingleReport.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const campaignId = Number(parsed.data.competitor_campaign_id);
        if (!campaignOf(campaignId)) return notFound(COMPETITOR_MESSAGES.campaignNotFound);
        const report = state().reports.find(
          (r) => r.competitor_campaign_id === campaignId && r.report_type === parsed.data.reportType,
        );
        return report ? { report } : notFound(COMPETITOR_MESSAGES.reportNotFound);
      },
      options,
    ),
    mockEndpoint(
      downloadCompetitorReportPdf,
      ({ url }) => {
        const parsed = downloadCompetitorReportPdf.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const campaignId = Number(parsed.data.competitor_campaign_id);
        const campaign = campaignOf(campaignId);
        if (!campaign) return notFound(COMPETITOR_MESSAGES.campaignNotFound);
        const report = state().reports.find(
          (r) => r.competitor_campaign_id === campaignId && r.report_type === parsed.data.reportType,
        );
        if (!report) return notFound(COMPETITOR_MESSAGES.reportNotFound);
        const name = `${campaign.competitor_campaign_name} ${report.label}.pdf`;
        return new HttpResponse(SAMPLE_PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${name}"`,
          },
        }) as never;
      },
      options,
    ),
  ];
}
