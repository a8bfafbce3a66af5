import type { CompetitorSite, SiteListItem } from '@ooh/api';
import { useMemo, useState } from 'react';
import {
  addInventorySites,
  addRecordedSighting,
  draftsOf,
  type RecordedSightingValues,
  removeSighting,
  type SightingDraft,
  sightingsChanged,
} from '../sightings-editor.ts';

export interface SightingsEditorView {
  drafts: SightingDraft[];
  /** The drafts differ from what is saved: leaving asks first, the Save bar shows. */
  dirty: boolean;
  /** Inventory sites in the list (the picker offers them as added). */
  listedSites: ReadonlySet<number>;
  addSites: (sites: SiteListItem[], seenOn: string | null) => number;
  addRecorded: (values: RecordedSightingValues) => void;
  remove: (key: string) => void;
  /** Back to what is saved. */
  discard: () => void;
  /** The server's list after a save becomes the saved state. */
  saved: (sites: CompetitorSite[]) => void;
  /** A photo uploaded: the saved sighting and its draft show it (nothing to save). */
  photoUploaded: (site: CompetitorSite) => void;
}

/** The sightings editor's state over the pure functions of sightings-editor.ts. */
export function useSightingsEditor(initial: readonly CompetitorSite[]): SightingsEditorView {
  const [base, setBase] = useState<CompetitorSite[]>(() => [...initial]);
  const [drafts, setDrafts] = useState<SightingDraft[]>(() => draftsOf(initial));
  const dirty = useMemo(() => sightingsChanged(base, drafts), [base, drafts]);
  const listedSites = useMemo(
    () => new Set(drafts.flatMap((draft) => (draft.site_id === null ? [] : [draft.site_id]))),
    [drafts],
  );
  return {
    drafts,
    dirty,
    listedSites,
    addSites: (sites, seenOn) => {
      const result = addInventorySites(drafts, sites, seenOn);
      setDrafts(result.drafts);
      return sites.length - result.skipped;
    },
    addRecorded: (values) => setDrafts((current) => addRecordedSighting(current, values)),
    remove: (key) => setDrafts((current) => removeSighting(current, key)),
    discard: () => setDrafts(draftsOf(base)),
    saved: (sites) => {
      setBase(sites);
      setDrafts(draftsOf(sites));
    },
    photoUploaded: (site) => {
      setBase((current) => current.map((row) => (row.id === site.id ? site : row)));
      setDrafts((current) =>
        current.map((draft) => (draft.id === site.id ? { ...draft, photo_url: site.photo_url } : draft)),
      );
    },
  };
}
