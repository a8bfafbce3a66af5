import { HttpResponse } from 'msw';
import { FIELD_MESSAGES, SITE_IMAGE_FAR_METRES } from '../contract/constants.ts';
import type { CampaignSiteItem } from '../contract/endpoints/campaigns.ts';
import {
  approveExecutionStatus,
  approveSiteImages,
  assignTracker,
  deleteSiteImages,
  downloadSiteImage,
  fetchApprovedSiteImages,
  fetchExecutionStatusesDropdown,
  fetchExecutionStatusHistory,
  fetchPendingSiteImages,
  fetchPlanSite,
  fetchSite,
  fetchTrackerStatuses,
  fetchTrackers,
  rejectExecutionStatus,
  rejectSiteImages,
  type SiteImage,
  type SitePlanHistoryEntry,
  updateExecutionStatus,
  updateTrackerStatus,
  uploadSiteImages,
} from '../contract/endpoints/field.ts';
import type { HandlerOptions } from './auth.ts';
import type { MockCampaign } from './campaign-fixtures.ts';
import type { MockDb } from './db.ts';
import {
  executionStatusOptions,
  type FieldMockState,
  refreshedSite,
  siteImageUrls,
  trackerStatusOptions,
} from './field-fixtures.ts';
import { errorResponse, mockEndpoint, notFound } from './mock.ts';
import { siteInventory } from './plan-fixtures.ts';

const ACTOR = { id: 1, name: 'Ayesha Khan' };
const ANALYST = 'Usman Tariq';
const conflict = (message: string) => errorResponse(409, message) as never;
const invalid = (errors: Record<string, string>) =>
  errorResponse(400, { message: 'Invalid input', errors }) as never;
const readOnly = (action: string) =>
  conflict(
    `Cannot ${action}: this campaign is completed. A completed campaign is read-only: nothing in it can be changed any more.`,
  );

/** A small picture standing in for a photo: the site's code on a colour of its own. */
function photoSvg(image: SiteImage, code: string): string {
  const hue = (image.id * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue},45%,55%)"/><rect x="60" y="60" width="280" height="130" fill="hsl(${hue},30%,90%)" stroke="#333" stroke-width="6"/><rect x="190" y="190" width="20" height="110" fill="#555"/><text x="200" y="135" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#222">${code} #${image.id}</text></svg>`;
}

const num = (value: unknown) => Number(value);
/** The evening before a day, as a capture time. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T17:30:00.000Z`) - 86_400_000).toISOString();

/**
 * Field work (trackers, statuses, proof photos) against `db.field`: writes follow the server's rules (the next
 * status only, one proposal at a time, approved photos final, a completed campaign read-only, all or nothing).
 */
export function fieldHandlers(db: MockDb, options: HandlerOptions = {}) {
  const state = (): FieldMockState => db.field;
  /** A campaign site by its site and its campaign's plan, with its campaign. */
  const find = (siteId: unknown, planId: unknown) => {
    for (const campaign of db.campaigns) {
      const index = campaign.sites.findIndex(
        (s) => s.site_id === num(siteId) && campaign.plan_id === num(planId),
      );
      if (index >= 0) return { campaign, site: campaign.sites[index] as CampaignSiteItem, index };
    }
    return null;
  };
  /** Writes a site's change back into its campaign, its counts and derived facts taken again. */
  const save = (found: { campaign: MockCampaign; index: number }, site: CampaignSiteItem) => {
    const refreshed = refreshedSite(state(), site);
    found.campaign.sites[found.index] = refreshed;
    return refreshed;
  };
  const refresh = (siteId: number, planId: number) => {
    const found = find(siteId, planId);
    if (found) save(found, found.site);
  };
  const nextOf = (site: CampaignSiteItem) => {
    if (site.proposed_execution_status) return null;
    const index = site.execution_status
      ? executionStatusOptions.findIndex((s) => s.id === site.execution_status?.id)
      : -1;
    return site.execution_status && index === -1 ? null : (executionStatusOptions[index + 1] ?? null);
  };
  const imagesOf = (site: CampaignSiteItem) =>
    state().images.filter((i) => i.site_id === site.site_id && i.plan_id === site.plan_id);
  const historyOf = (site: CampaignSiteItem) =>
    state()
      .history.filter((h) => h.site_id === site.site_id && h.plan_id === site.plan_id)
      .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
      .map(({ plan_id: _p, site_id: _s, ...entry }) => entry);
  const record = (
    site: CampaignSiteItem,
    action: 'proposed' | 'approved' | 'rejected',
    statusId: number,
    reason: string | null = null,
  ) => {
    const status = executionStatusOptions.find((s) => s.id === statusId);
    state().history.push({
      id: state().history.reduce((max, h) => Math.max(max, h.id), 0) + 1,
      plan_id: site.plan_id,
      site_id: site.site_id,
      action,
      execution_status: status ? { id: status.id, name: status.name } : null,
      reason,
      by_name: action === 'proposed' ? ANALYST : ACTOR.name,
      at: new Date().toISOString(),
    });
  };
  const knownSite = (siteId: unknown) =>
    siteInventory.some((s) => s.id === num(siteId)) ||
    db.campaigns.some((c) => c.sites.some((s) => s.site_id === num(siteId)));
  const listImages = (status: 'pending' | 'approved', siteId: string | undefined, url: URL) => {
    if (!knownSite(siteId)) return notFound(FIELD_MESSAGES.siteNotFound);
    const date = url.searchParams.get('date');
    const planId = url.searchParams.get('plan_id');
    return {
      images: state()
        .images.filter(
          (i) =>
            i.site_id === num(siteId) &&
            i.status === status &&
            (!date || i.image_date === date) &&
            (!planId || i.plan_id === num(planId)),
        )
        .sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || b.id - a.id),
    };
  };
  /** The images of a selection, or the refusal naming those that are not the site's. */
  const selection = (body: unknown) => {
    const { site_id, plan_id, image_ids } = (body ?? {}) as {
      site_id?: number;
      plan_id?: number;
      image_ids?: number[];
    };
    const found = find(site_id, plan_id);
    if (!found) return { refusal: notFound(FIELD_MESSAGES.campaignSiteNotFound) };
    const ids = image_ids ?? [];
    const chosen = imagesOf(found.site).filter((i) => ids.includes(i.id));
    const missing = ids.filter((id) => !chosen.some((i) => i.id === id));
    if (missing.length) return { refusal: notFound(FIELD_MESSAGES.imagesNotOfSite(missing)) };
    if (found.campaign.status === 'completed') return { refusal: readOnly('review images') };
    return { found, images: chosen };
  };

  /** The photos uploaded through these handlers, by name and size: the same again is a duplicate. */
  const uploaded = new Map<string, number>();

  return [
    mockEndpoint(
      fetchTrackers,
      ({ url }) => {
        const region = url.searchParams.get('region_id');
        const search = url.searchParams.get('search')?.toLowerCase();
        return {
          data: state()
            .trackers.filter(
              (t) =>
                t.active &&
                (!region || t.region_id === num(region)) &&
                (!search || `${t.name} ${t.phone}`.toLowerCase().includes(search)),
            )
            .map(({ active: _a, ...tracker }) => tracker),
        };
      },
      options,
    ),
    mockEndpoint(
      assignTracker,
      ({ body }) => {
        const {
          site_ids = [],
          tracker_id,
          plan_id,
        } = (body ?? {}) as {
          site_ids?: number[];
          tracker_id?: number;
          plan_id?: number;
        };
        const tracker = state().trackers.find((t) => t.id === tracker_id);
        if (!tracker) return notFound(FIELD_MESSAGES.trackerNotFound);
        if (!tracker.active) return invalid({ tracker_id: FIELD_MESSAGES.trackerInactive });
        const found = site_ids.map((id) => find(id, plan_id));
        const missingAt = found.findIndex((f) => !f);
        if (missingAt >= 0) {
          const code = siteInventory.find((s) => s.id === site_ids[missingAt])?.site_code;
          return notFound(FIELD_MESSAGES.siteNotInPlan(code ?? `#${site_ids[missingAt]}`));
        }
        const chosen = found as NonNullable<(typeof found)[number]>[];
        if (chosen.some((f) => f.campaign.status === 'completed')) return readOnly('assign tracker');
        const assigned = trackerStatusOptions[0];
        const sites = chosen.map((f) =>
          save(f, {
            ...f.site,
            tracker: { id: tracker.id, name: tracker.name, phone: tracker.phone ?? '' },
            tracker_status:
              f.site.tracker_status ?? (assigned ? { id: assigned.id, name: assigned.name } : null),
          }),
        );
        return {
          message: `${tracker.name} assigned to ${sites.length} site${sites.length === 1 ? '' : 's'}`,
          sites,
        };
      },
      options,
    ),
    mockEndpoint(fetchTrackerStatuses, () => ({ data: trackerStatusOptions }), options),
    mockEndpoint(
      updateTrackerStatus,
      ({ url }) => {
        const q = url.searchParams;
        const found = find(q.get('site_id'), q.get('plan_id'));
        if (!found) return notFound(FIELD_MESSAGES.campaignSiteNotFound);
        const status = trackerStatusOptions.find((s) => s.id === num(q.get('tracker_status_id')));
        if (!status) return notFound(FIELD_MESSAGES.trackerStatusNotFound);
        if (found.campaign.status === 'completed') return readOnly('update tracker status');
        if (!found.site.tracker) return conflict(FIELD_MESSAGES.assignTrackerFirst);
        const site = save(found, { ...found.site, tracker_status: { id: status.id, name: status.name } });
        return { message: `Tracker status set to ${status.name}`, site };
      },
      options,
    ),
    mockEndpoint(
      fetchExecutionStatusesDropdown,
      ({ url }) => {
        const planId = url.searchParams.get('plan_id');
        const siteId = url.searchParams.get('site_id');
        if (!knownSite(siteId)) return notFound(FIELD_MESSAGES.siteNotFound);
        const found = planId ? find(siteId, planId) : null;
        if (planId && !found) return notFound(FIELD_MESSAGES.campaignSiteNotFound);
        return { data: executionStatusOptions, next_id: found ? (nextOf(found.site)?.id ?? null) : null };
      },
      options,
    ),
    mockEndpoint(
      updateExecutionStatus,
      ({ url }) => {
        const q = url.searchParams;
        const found = find(q.get('site_id'), q.get('plan_id'));
        if (!found) return notFound(FIELD_MESSAGES.campaignSiteNotFound);
        const status = executionStatusOptions.find((s) => s.id === num(q.get('execution_status_id')));
        if (!status) return notFound(FIELD_MESSAGES.executionStatusNotFound);
        if (found.campaign.status === 'completed') return readOnly('update execution status');
        if (found.site.proposed_execution_status)
          return conflict('Cannot propose: this execution status is awaiting approval.');
        if (nextOf(found.site)?.id !== status.id)
          return conflict(
            'Cannot propose: this execution status is current. Only the next execution status in order can be proposed: statuses cannot be skipped or repeated, and none follows the last.',
          );
        record(found.site, 'proposed', status.id);
        const site = save(found, {
          ...found.site,
          proposed_execution_status: { id: status.id, name: status.name },
          proposed_by_name: ANALYST,
          proposed_at: new Date().toISOString(),
        });
        return { message: `"${status.name}" proposed: waiting for an admin's approval`, site };
      },
      options,
    ),
    ...(['approve', 'reject'] as const).map((decision) =>
      mockEndpoint(
        decision === 'approve' ? approveExecutionStatus : rejectExecutionStatus,
        ({ url, body }) => {
          const q = url.searchParams;
          const found = find(q.get('site_id'), q.get('plan_id'));
          if (!found) return notFound(FIELD_MESSAGES.campaignSiteNotFound);
          if (found.campaign.status === 'completed') return readOnly('update execution status');
          const proposed = found.site.proposed_execution_status;
          if (!proposed) return conflict(`Cannot ${decision}: this execution status is current.`);
          const reason = ((body ?? {}) as { reason?: string }).reason?.trim() || null;
          record(found.site, decision === 'approve' ? 'approved' : 'rejected', proposed.id, reason);
          const site = save(found, {
            ...found.site,
            execution_status: decision === 'approve' ? proposed : found.site.execution_status,
            proposed_execution_status: null,
            proposed_by_name: null,
            proposed_at: null,
          });
          return {
            message: decision === 'approve' ? `"${proposed.name}" approved` : `"${proposed.name}" rejected`,
            site,
          };
        },
        options,
      ),
    ),
    mockEndpoint(
      fetchExecutionStatusHistory,
      ({ url }) => {
        const found = find(url.searchParams.get('site_id'), url.searchParams.get('plan_id'));
        return found ? { data: historyOf(found.site) } : notFound(FIELD_MESSAGES.campaignSiteNotFound);
      },
      options,
    ),
    mockEndpoint(
      uploadSiteImages,
      async ({ request }) => {
        const form = await request.formData().catch(() => null);
        const found = find(form?.get('site_id'), form?.get('plan_id'));
        if (!form || !found) return notFound(FIELD_MESSAGES.campaignSiteNotFound);
        const files = form.getAll('files').filter((f): f is File => f instanceof File);
        if (files.length === 0) return invalid({ files: FIELD_MESSAGES.files });
        const { campaign, site } = found;
        if (campaign.status === 'completed') return readOnly('upload images');
        const today = new Date().toISOString().slice(0, 10);
        const imageDate = String(form.get('image_date') ?? '') || today;
        const created = files.map((file) => {
          const id = state().images.reduce((max, i) => Math.max(max, i.id), 0) + 1;
          // Names stand in for what EXIF would tell: "far" in the name is a photo taken 240 m away, "early" one
          // taken before the campaign; the same name and size as an earlier photo is the same photo.
          const far = /far/i.test(file.name);
          const early = /early/i.test(file.name) || imageDate < campaign.start_date;
          const key = `${file.name}:${file.size}`;
          const earlierId = uploaded.get(key);
          const earlier = state().images.find((i) => i.id === earlierId && i.status !== 'deleted');
          if (!earlier) uploaded.set(key, id);
          const image: SiteImage = {
            id,
            site_id: site.site_id,
            plan_id: site.plan_id,
            campaign_id: campaign.id,
            image_date: imageDate,
            status: 'pending',
            reason: null,
            uploaded_by_name: ANALYST,
            uploaded_at: new Date().toISOString(),
            decided_by_name: null,
            decided_at: null,
            captured_at: early ? dayBefore(campaign.start_date) : `${imageDate}T09:30:00.000Z`,
            latitude: site.latitude === null ? null : site.latitude + (far ? 0.00216 : 0.00005),
            longitude: site.longitude,
            distance_m: site.latitude === null ? null : far ? 240 : 6,
            flags: { far: far && SITE_IMAGE_FAR_METRES < 240, early, duplicate: earlier !== undefined },
            duplicate_of: earlier?.id ?? null,
            width: 1600,
            height: 1200,
            ...siteImageUrls(id),
          };
          state().images.push(image);
          return image;
        });
        save(found, site);
        return {
          message: `${created.length} photo${created.length === 1 ? '' : 's'} uploaded: waiting for approval`,
          images: created,
        };
      },
      { ...options, status: 201 },
    ),
    mockEndpoint(fetchPendingSiteImages, ({ params, url }) => listImages('pending', params.id, url), options),
    mockEndpoint(
      fetchApprovedSiteImages,
      ({ params, url }) => listImages('approved', params.id, url),
      options,
    ),
    ...(['approve', 'reject', 'delete'] as const).map((decision) =>
      mockEndpoint(
        decision === 'approve'
          ? approveSiteImages
          : decision === 'reject'
            ? rejectSiteImages
            : deleteSiteImages,
        ({ body }) => {
          const reason = ((body ?? {}) as { reason?: string }).reason?.trim();
          if (decision === 'reject' && !reason) return invalid({ reason: FIELD_MESSAGES.reason });
          const chosen = selection(body);
          if (chosen.refusal) return chosen.refusal;
          const done = { approve: 'approved', reject: 'rejected', delete: 'deleted' }[decision];
          const refused = chosen.images.find((i) =>
            decision === 'delete'
              ? i.status === 'approved' || i.status === 'deleted'
              : i.status !== 'pending',
          );
          if (refused)
            return conflict(
              `Image #${refused.id}: Cannot ${decision}: this site image is ${refused.status}.${refused.status === 'approved' ? " An approved image is the client's proof of posting and cannot be deleted." : ''} Nothing was ${done}.`,
            );
          for (const image of chosen.images)
            Object.assign(
              image,
              decision === 'delete'
                ? { status: 'deleted' }
                : {
                    status: done,
                    reason: reason ?? null,
                    decided_by_name: ACTOR.name,
                    decided_at: new Date().toISOString(),
                  },
            );
          refresh(chosen.found.site.site_id, chosen.found.site.plan_id);
          const count = chosen.images.length;
          const message = `${count} photo${count === 1 ? '' : 's'} ${done}`;
          return decision === 'delete'
            ? ({ message, deleted: chosen.images.map((i) => i.id) } as never)
            : ({ message, images: chosen.images } as never);
        },
        options,
      ),
    ),
    mockEndpoint(
      downloadSiteImage,
      ({ params }) => {
        const image = state().images.find((i) => i.id === num(params.id) && i.status !== 'deleted');
        if (!image) return notFound(FIELD_MESSAGES.imageNotFound);
        const code =
          db.campaigns.flatMap((c) => c.sites).find((s) => s.site_id === image.site_id)?.site_code ?? 'SITE';
        return new HttpResponse(photoSvg(image, code), {
          headers: { 'content-type': 'image/svg+xml' },
        }) as never;
      },
      options,
    ),
    mockEndpoint(
      fetchPlanSite,
      ({ params, url }) => {
        const found = find(params.site_id, url.searchParams.get('plan_id'));
        if (!found) return notFound(FIELD_MESSAGES.campaignSiteNotFound);
        const { campaign, site } = found;
        const date = url.searchParams.get('date');
        return {
          campaign: {
            id: campaign.id,
            brief_id: campaign.brief_id,
            plan_id: campaign.plan_id,
            name: campaign.name,
            status: campaign.status,
            start_date: campaign.start_date,
            end_date: campaign.end_date,
          },
          site,
          images: imagesOf(site)
            .filter((i) => i.status !== 'deleted' && (!date || i.image_date === date))
            .sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || b.id - a.id),
          history: historyOf(site),
        };
      },
      options,
    ),
    mockEndpoint(
      fetchSite,
      ({ params }) => {
        const inventory = siteInventory.find((s) => s.id === num(params.id));
        // A site of the inventory the plans do not use (msw/site-fixtures.ts, or one added since): no plans yet.
        const added = db.sites.find((s) => s.id === num(params.id));
        if (!inventory && added)
          return {
            site: {
              id: added.id,
              site_code: added.site_code,
              site_name: added.site_name,
              medium_name: added.medium_name,
              region_name: added.region_name,
              city_name: added.city_name,
              location_name: added.location_name,
              latitude: added.latitude,
              longitude: added.longitude,
              width_ft: added.width_ft,
              height_ft: added.height_ft,
              faces: added.faces,
              illuminated: added.illuminated,
              status: added.status,
            },
            plans: [],
          };
        if (!inventory) return notFound(FIELD_MESSAGES.siteNotFound);
        const inCampaigns = db.campaigns.flatMap((campaign) =>
          campaign.sites.filter((s) => s.site_id === inventory.id).map((site) => ({ campaign, site })),
        );
        const position = inCampaigns[0]?.site;
        const fromPlans: SitePlanHistoryEntry[] = db.plans
          .filter((plan) => plan.sites_list.some((row) => row.site_id === inventory.id))
          .map((plan) => {
            const row = plan.sites_list.find((r) => r.site_id === inventory.id);
            const campaign = db.campaigns.find((c) => c.plan_id === plan.plan_id);
            return {
              plan_id: plan.plan_id,
              plan_name: plan.planName,
              plan_status: plan.status,
              brief_id: plan.brief_id,
              brief_number: plan.brief_number,
              campaign_name: plan.campaign_name,
              client_name: plan.client_name,
              start_date: row?.start_date ?? plan.brief_start_date,
              end_date: row?.end_date ?? plan.brief_end_date,
              campaign_id: campaign?.id ?? null,
              campaign_status: campaign?.status ?? null,
            };
          });
        // Campaigns whose plan the fake backend does not hold still show in the site's history.
        const fromCampaigns: SitePlanHistoryEntry[] = inCampaigns
          .filter(({ campaign }) => !fromPlans.some((p) => p.plan_id === campaign.plan_id))
          .map(({ campaign, site }) => ({
            plan_id: campaign.plan_id,
            plan_name: campaign.plan_name,
            plan_status: 'accepted' as const,
            brief_id: campaign.brief_id,
            brief_number: campaign.brief_number,
            campaign_name: campaign.name,
            client_name: campaign.client_name,
            start_date: site.start_date,
            end_date: site.end_date,
            campaign_id: campaign.id,
            campaign_status: campaign.status,
          }));
        return {
          site: {
            id: inventory.id,
            site_code: inventory.site_code,
            site_name: inventory.name,
            medium_name: inventory.medium_name,
            region_name: inventory.region_name,
            city_name: inventory.city_name,
            location_name: inventory.location_name,
            latitude: position?.latitude ?? null,
            longitude: position?.longitude ?? null,
            width_ft: inventory.width_ft,
            height_ft: inventory.height_ft,
            faces: inventory.faces,
            illuminated: inventory.illuminated,
            status: 'approved' as const,
          },
          plans: [...fromPlans, ...fromCampaigns].sort((a, b) => b.start_date.localeCompare(a.start_date)),
        };
      },
      options,
    ),
  ];
}
