export { acceptBrief, deleteBrief, rejectBrief, updateBrief } from './changes.ts';
export {
  acceptedPlanOf,
  acceptedPlanOfBrief,
  BRIEF_NOT_FOUND,
  briefHolds,
  findBriefDocument,
  getBriefWithPlans,
  listBriefsByStatus,
  listClientBriefs,
  liveBrief,
} from './queries.ts';
export {
  type BriefDeps,
  briefDocumentType,
  createBrief,
  replaceBriefTargets,
  setBriefLink,
} from './writes.ts';
