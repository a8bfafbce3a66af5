import type { Brief } from '@ooh/api';
import { briefReviewHref } from '@ooh/api/routes';
import { notify } from '@ooh/ui/toast';
import { useLocation } from 'wouter';
import { persistedState } from '../../../state/store.ts';

export type BriefSavedAnswer = { message: string; brief: Brief };

/** After a save: a toast, the brief selected (persisted), and on to its review. */
export function useBriefSaved(verb: 'created' | 'updated'): (answer: BriefSavedAnswer) => void {
  const [, navigate] = useLocation();
  return ({ message, brief }) => {
    notify.success({ title: message || `Brief ${verb}`, description: brief.campaign_name });
    persistedState.selectedBrief = { id: brief.id, label: brief.campaign_name };
    navigate(briefReviewHref(brief));
  };
}
