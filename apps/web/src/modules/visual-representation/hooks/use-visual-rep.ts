import { type EndpointResponse, fetchPlan, fetchVisualRepImages, type VisualRepPhoto } from '@ooh/api';
import { useCallback, useState } from 'react';
import { allOf } from '../../kit/record/all-of.ts';
import { type RecordLoad, useRecord } from '../../kit/record/use-record.ts';

export type VisualRepPlan = EndpointResponse<typeof fetchPlan>['plan'];

export interface VisualRep {
  plan: VisualRepPlan;
  /** The photo of each site that has one, by site id. */
  photos: ReadonlyMap<number, VisualRepPhoto>;
}

export interface VisualRepView {
  load: RecordLoad<VisualRep>;
  /** Shows a photo the server just stored, in place of the site's previous one, without loading again. */
  showPhoto: (photo: VisualRepPhoto) => void;
}

/**
 * One plan for the visual representation: the plan (its rows, cities and names) and its sites' photos, loaded
 * together. Mounted per plan (keyed by its id): choosing another plan loads anew.
 */
export function useVisualRep(planId: number): VisualRepView {
  const plan = useRecord(fetchPlan, { params: { plan_id: planId }, query: {} }).load;
  const photos = useRecord(fetchVisualRepImages, { params: { plan_id: planId } }).load;
  // Photos uploaded since the list was read; uploads can finish together, so they are merged one by one.
  const [uploaded, setUploaded] = useState<ReadonlyMap<number, VisualRepPhoto>>(new Map());
  const showPhoto = useCallback(
    (photo: VisualRepPhoto) => setUploaded((current) => new Map(current).set(photo.site_id, photo)),
    [],
  );
  const load = allOf<{ plan: EndpointResponse<typeof fetchPlan>; photos: VisualRepPhoto[] }>({
    plan,
    photos: photos.status === 'succeeded' ? { status: 'succeeded', record: photos.record.photos } : photos,
  });
  if (load.status !== 'succeeded') return { load, showPhoto };
  const bySite = new Map(load.record.photos.map((photo) => [photo.site_id, photo]));
  for (const [siteId, photo] of uploaded) bySite.set(siteId, photo);
  return {
    load: { status: 'succeeded', record: { plan: load.record.plan.plan, photos: bySite } },
    showPhoto,
  };
}
