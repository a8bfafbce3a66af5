import type { Brief } from '@ooh/api';
import { DescriptionList, type DescriptionListItem } from '@ooh/ui/description-list';
import { MultilineText } from '../../kit/text/MultilineText.tsx';
import { formatDate, formatDateTime, formatMoney, formatNames } from '../format.ts';
import { BriefStatusBadge } from './BriefStatusBadge.tsx';

export type BriefFactsProps = {
  brief: Brief;
  /** `summary`: who, what, when and how much; `full` adds the objective, the targets and the notes. */
  variant?: 'summary' | 'full';
};

function summaryFacts(brief: Brief): DescriptionListItem[] {
  return [
    { term: 'Brief number', description: brief.brief_number },
    { term: 'Status', description: <BriefStatusBadge status={brief.status} /> },
    ...(brief.status === 'rejected' && brief.reason
      ? [{ term: 'Reason', description: <MultilineText>{brief.reason}</MultilineText> }]
      : []),
    { term: 'Client', description: brief.client_name },
    { term: 'Campaign', description: brief.campaign_name },
    { term: 'Start date', description: formatDate(brief.start_date) },
    { term: 'End date', description: formatDate(brief.end_date) },
    { term: 'Budget', description: formatMoney(brief.budget) },
    { term: 'Created by', description: brief.created_by_name ?? '—' },
    { term: 'Created', description: formatDateTime(brief.created_at) },
  ];
}

function targetFacts(brief: Brief): DescriptionListItem[] {
  // A file brief's objective and targets are in its document: only what was typed is listed.
  const typed = brief.kind === 'form';
  return [
    ...(typed
      ? [{ term: 'Objective', description: <MultilineText>{brief.objective || '—'}</MultilineText> }]
      : []),
    ...(typed
      ? [
          { term: 'Regions', description: formatNames(brief.regions) },
          { term: 'Cities', description: formatNames(brief.cities) },
          { term: 'Mediums', description: formatNames(brief.mediums) },
          { term: 'SEC', description: formatNames(brief.sec_ranges) },
          { term: 'Ages', description: formatNames(brief.age_ranges) },
          { term: 'Genders', description: formatNames(brief.genders) },
        ]
      : []),
    { term: 'Notes', description: <MultilineText>{brief.notes || '—'}</MultilineText> },
  ];
}

/** A brief's fields as terms and descriptions: one column on a phone, two from a tablet up. */
export function BriefFacts({ brief, variant = 'full' }: BriefFactsProps) {
  const facts = variant === 'full' ? [...summaryFacts(brief), ...targetFacts(brief)] : summaryFacts(brief);
  return <DescriptionList items={facts} columns={[1, 2]} />;
}
