import { HttpResponse } from 'msw';
import {
  acceptBrief,
  addDesignLink,
  addHighresLink,
  type Brief,
  type BriefPlan,
  createBrief,
  createBriefByFile,
  deleteBrief,
  downloadBriefAttachment,
  fetchApprovedBriefs,
  fetchClientBriefs,
  fetchNewBriefs,
  fetchRejectedBriefs,
  fetchSingleBrief,
  rejectBrief,
  updateBrief,
  updateBriefByFile,
} from '../contract/endpoints/briefs.ts';
import type { HandlerOptions } from './auth.ts';
import { briefPage, SAMPLE_PDF } from './brief-fixtures.ts';
import { type MockDb, nextId } from './db.ts';
import { type MockRequest, mockEndpoint, notFound, pageQuery } from './mock.ts';

type Fields = Partial<Record<string, unknown>>;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The plans a brief shows on its details screen: those of the db on that brief. */
export function briefPlansOf(db: MockDb, briefId: number): BriefPlan[] {
  return db.plans
    .filter((plan) => plan.brief_id === briefId)
    .map((plan) => ({
      id: plan.plan_id,
      name: plan.planName,
      status: plan.status,
      version: plan.version,
      updated_at: plan.updated_at,
    }));
}

/** The brief with the db's accepted plan of it, as the server reads it per brief (one per brief at most). */
export function withAcceptedPlan(db: MockDb, brief: Brief): Brief {
  const accepted = db.plans.find((plan) => plan.brief_id === brief.id && plan.status === 'accepted');
  return { ...brief, accepted_plan: accepted ? { id: accepted.plan_id, name: accepted.planName } : null };
}

/** Every brief as the lists answer it. */
const listedBriefs = (db: MockDb) => db.briefs.map((brief) => withAcceptedPlan(db, brief));

/** The fields every save writes (form and file briefs alike), over the brief as it stands. */
function withCommonFields(db: MockDb, base: Brief, input: Fields): Brief {
  const client = db.clients.find((c) => c.id === Number(input.client_id));
  return {
    ...base,
    campaign_name: text(input.campaign_name, base.campaign_name),
    client_id: client?.id ?? base.client_id,
    client_name: client?.company_name ?? base.client_name,
    start_date: text(input.start_date, base.start_date),
    end_date: text(input.end_date, base.end_date),
    budget: Number(input.budget ?? base.budget),
    notes: text(input.notes, base.notes),
    updated_at: new Date().toISOString(),
  };
}

/** A saved form brief as the server answers it: new again (an update resubmits a rejected brief). */
function savedFormBrief(db: MockDb, base: Brief, input: Fields): Brief {
  return {
    ...withCommonFields(db, base, input),
    status: 'pending',
    reason: null,
    kind: 'form',
    objective: text(input.objective, base.objective),
  };
}

/** A saved file brief: the multipart's fields, and the document when a `file` part came with them. */
function savedFileBrief(db: MockDb, base: Brief, input: Fields): Brief {
  const file = input.file instanceof File ? input.file : null;
  return {
    ...withCommonFields(db, base, input),
    status: 'pending',
    reason: null,
    kind: 'file',
    attachment: file
      ? {
          file_name: file.name,
          content_type: file.type || 'application/octet-stream',
          size: file.size,
          uploaded_at: new Date().toISOString(),
        }
      : base.attachment,
  };
}

/** A template for a new brief: every field present, then overwritten by the save. */
function newBrief(db: MockDb): Brief {
  const id = nextId(db.briefs, (b) => b.id);
  const now = new Date().toISOString();
  return {
    id,
    brief_number: `BR-2026-${String(id).padStart(4, '0')}`,
    campaign_name: '',
    client_id: 0,
    client_name: '',
    status: 'pending',
    reason: null,
    is_Plan_attached: 'N',
    kind: 'form',
    start_date: '',
    end_date: '',
    budget: 0,
    created_by_name: 'Ayesha Admin',
    accepted_plan: null,
    created_at: now,
    updated_at: now,
    objective: '',
    notes: '',
    regions: [],
    cities: [],
    mediums: [],
    sec_ranges: [],
    age_ranges: [],
    genders: [],
    design_link: null,
    highres_link: null,
    attachment: null,
  };
}

/** Finds the brief of `params.id`, runs `change` on it and stores the result; 404 for an unknown id. */
function onBrief(
  db: MockDb,
  answer: (brief: Brief, request: MockRequest) => { message: string; brief: Brief },
) {
  return (request: MockRequest) => {
    const index = db.briefs.findIndex((b) => b.id === Number(request.params.id));
    const brief = db.briefs[index];
    if (!brief) return notFound('Brief not found');
    const result = answer(brief, request);
    db.briefs[index] = result.brief;
    return result;
  };
}

const DECISIONS = {
  approved: 'Brief accepted',
  rejected: 'Brief rejected',
  deleted: 'Brief deleted',
} as const;

function decided(db: MockDb, status: keyof typeof DECISIONS) {
  return onBrief(db, (brief, { body }) => ({
    message: DECISIONS[status],
    brief: {
      ...brief,
      status,
      reason:
        status === 'rejected' ? ((body as { reason?: string } | undefined)?.reason ?? null) : brief.reason,
    },
  }));
}

/** The brief lists, one brief, its document, saves (form and file), the review decisions and the links. */
export function briefHandlers(db: MockDb, options: HandlerOptions = {}) {
  return [
    mockEndpoint(
      fetchNewBriefs,
      ({ url }) => briefPage('pending', pageQuery(url), listedBriefs(db)),
      options,
    ),
    mockEndpoint(
      fetchApprovedBriefs,
      ({ url }) => briefPage('approved', pageQuery(url), listedBriefs(db)),
      options,
    ),
    mockEndpoint(
      fetchRejectedBriefs,
      ({ url }) => briefPage('rejected', pageQuery(url), listedBriefs(db)),
      options,
    ),
    mockEndpoint(
      fetchClientBriefs,
      ({ params, url }) => {
        const client = db.clients.find((c) => c.user_id === Number(params.userId));
        return briefPage(
          'any',
          pageQuery(url),
          listedBriefs(db).filter((b) => b.client_id === client?.id),
        );
      },
      options,
    ),
    mockEndpoint(
      fetchSingleBrief,
      ({ params }) => {
        const brief = db.briefs.find((b) => b.id === Number(params.id) && b.status !== 'deleted');
        return brief
          ? { brief: withAcceptedPlan(db, brief), plans: briefPlansOf(db, brief.id) }
          : notFound('Brief not found');
      },
      options,
    ),
    mockEndpoint(
      downloadBriefAttachment,
      ({ params }) => {
        const brief = db.briefs.find((b) => b.id === Number(params.id));
        if (!brief?.attachment) return notFound('This brief has no document');
        const name = brief.attachment.file_name;
        return new HttpResponse(SAMPLE_PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="brief.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
          },
        }) as never;
      },
      options,
    ),
    mockEndpoint(
      createBrief,
      ({ body }) => {
        const brief = savedFormBrief(db, newBrief(db), (body ?? {}) as Fields);
        db.briefs.unshift(brief);
        return HttpResponse.json({ message: 'Brief created', brief }, { status: 201 }) as never;
      },
      options,
    ),
    mockEndpoint(
      updateBrief,
      onBrief(db, (brief, { body }) => ({
        message: 'Brief updated',
        brief: savedFormBrief(db, brief, (body ?? {}) as Fields),
      })),
      options,
    ),
    mockEndpoint(
      createBriefByFile,
      ({ body }) => {
        const brief = savedFileBrief(db, { ...newBrief(db), kind: 'file' }, (body ?? {}) as Fields);
        db.briefs.unshift(brief);
        return HttpResponse.json({ message: 'Brief created', brief }, { status: 201 }) as never;
      },
      options,
    ),
    mockEndpoint(
      updateBriefByFile,
      onBrief(db, (brief, { body }) => ({
        message: 'Brief updated',
        brief: savedFileBrief(db, brief, (body ?? {}) as Fields),
      })),
      options,
    ),
    mockEndpoint(
      addDesignLink,
      onBrief(db, (brief, { body }) => ({
        message: 'Design link saved',
        brief: { ...brief, design_link: String((body as { design_link?: string })?.design_link ?? '') },
      })),
      options,
    ),
    mockEndpoint(
      addHighresLink,
      onBrief(db, (brief, { body }) => ({
        message: 'High-res link saved',
        brief: { ...brief, highres_link: String((body as { highres_link?: string })?.highres_link ?? '') },
      })),
      options,
    ),
    mockEndpoint(acceptBrief, decided(db, 'approved'), options),
    mockEndpoint(rejectBrief, decided(db, 'rejected'), options),
    mockEndpoint(deleteBrief, decided(db, 'deleted'), options),
  ];
}
