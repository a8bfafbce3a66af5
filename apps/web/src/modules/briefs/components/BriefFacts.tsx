import type { Brief } from '@ooh/api';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, formatNames } from '../format.ts';
import { BriefStatusBadge } from './BriefStatusBadge.tsx';
import * as styles from './briefs.css.ts';

export type BriefFactsProps = {
  brief: Brief;
  /** `summary`: who, what, when and how much; `full` adds the objective, the targets and the notes. */
  variant?: 'summary' | 'full';
};

type Fact = { name: string; value: ReactNode };

function summaryFacts(brief: Brief): Fact[] {
  return [
    { name: 'Brief number', value: brief.brief_number },
    { name: 'Status', value: <BriefStatusBadge status={brief.status} /> },
    ...(brief.status === 'rejected' && brief.reason ? [{ name: 'Reason', value: brief.reason }] : []),
    { name: 'Client', value: brief.client_name },
    { name: 'Campaign', value: brief.campaign_name },
    { name: 'Start date', value: formatDate(brief.start_date) },
    { name: 'End date', value: formatDate(brief.end_date) },
    { name: 'Budget', value: formatMoney(brief.budget) },
    { name: 'Created by', value: brief.created_by_name ?? '—' },
    { name: 'Created', value: formatDateTime(brief.created_at) },
  ];
}

function targetFacts(brief: Brief): Fact[] {
  // A file brief's objective and targets are in its document: only what was typed is listed.
  const typed = brief.kind === 'form';
  return [
    ...(typed ? [{ name: 'Objective', value: brief.objective || '—' }] : []),
    ...(typed
      ? [
          { name: 'Regions', value: formatNames(brief.regions) },
          { name: 'Cities', value: formatNames(brief.cities) },
          { name: 'Mediums', value: formatNames(brief.mediums) },
          { name: 'SEC', value: formatNames(brief.sec_ranges) },
          { name: 'Ages', value: formatNames(brief.age_ranges) },
          { name: 'Genders', value: formatNames(brief.genders) },
        ]
      : []),
    { name: 'Notes', value: brief.notes || '—' },
  ];
}

/** A brief's fields as a list of names and values. */
export function BriefFacts({ brief, variant = 'full' }: BriefFactsProps) {
  const facts = variant === 'full' ? [...summaryFacts(brief), ...targetFacts(brief)] : summaryFacts(brief);
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.name} className={styles.factRow}>
          <dt className={styles.factName}>{fact.name}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
