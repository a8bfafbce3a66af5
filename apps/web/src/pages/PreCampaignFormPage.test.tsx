import { fetchPreCampaignAnalysisForm, type StaffRole } from '@ooh/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handCheckedPlan } from '../modules/plan-summaries/test-support.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { PreCampaignFormPage } from './PreCampaignFormPage.tsx';

function renderForm(planId: string, role: StaffRole = 'admin') {
  return renderWithApp(<PreCampaignFormPage params={{ plan_id: planId }} />, {
    session: sessionFor(userOf(role)),
    path: `/pre-campaign-form/${planId}`,
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    // Money is written with a no-break space after the currency code.
    .map((cell) => cell.textContent?.replace(/\s+/g, ' '));

/** The three billboards of the hand checks (no screen): 6,000 of net a day from Tuesday 1 December 2026. */
function billboardsOnly() {
  const plan = handCheckedPlan();
  db.plans = [
    ...db.plans.filter((p) => p.plan_id !== 5),
    { ...plan, sites_list: plan.sites_list.filter((row) => row.kind === 'conventional') },
  ];
}

describe('the pre-campaign form', () => {
  it('shows reach, budget and the schedule by week as docs/domain.md works them out', async () => {
    billboardsOnly();
    renderForm('5');
    await screen.findByRole('table', { name: 'Schedule by week' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-campaign form' })).toBeInTheDocument();

    // Each billboard's passers see it at least once in 30 days: reach = Σ daily traffic, frequency 30.
    const reach = screen.getByRole('region', { name: 'Reach figures' });
    expect(within(reach).getByText('Impressions').nextElementSibling).toHaveTextContent('4,500,000');
    expect(within(reach).getByText('Reach (people)').nextElementSibling).toHaveTextContent('150,000');
    expect(within(reach).getByText('Frequency').nextElementSibling).toHaveTextContent('30');

    const byMedium = screen.getByRole('table', { name: 'Budget by medium' });
    expect(cellsOf(within(byMedium).getByRole('row', { name: /^Billboard/ }))).toEqual([
      'Billboard',
      'Conventional',
      '3',
      'PKR 180,000',
      'PKR 190,000',
      '100.0%',
    ]);

    const schedule = screen.getByRole('table', { name: 'Schedule by week' });
    const weeks = within(schedule)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellsOf(row));
    expect(weeks.map((week) => week[0])).toEqual([
      '30 Nov 2026 – 6 Dec 2026',
      '7 Dec 2026 – 13 Dec 2026',
      '14 Dec 2026 – 20 Dec 2026',
      '21 Dec 2026 – 27 Dec 2026',
      '28 Dec 2026 – 3 Jan 2027',
    ]);
    expect(weeks.map((week) => week[3])).toEqual([
      'PKR 36,000',
      'PKR 42,000',
      'PKR 42,000',
      'PKR 42,000',
      'PKR 18,000',
    ]);
    expect(weeks.map((week) => week[2])).toEqual(['18', '21', '21', '21', '9']);

    expect(screen.getByRole('table', { name: 'Age ranges reached' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'SEC classes reached' })).toBeInTheDocument();
  });

  it('shows the brief and says so when the plan has no sites', async () => {
    renderForm('8');
    expect(await screen.findByRole('heading', { name: 'No sites in this plan' })).toBeInTheDocument();
    expect(screen.getByText('Flight')).toBeInTheDocument();
  });

  it('is loading until the analysis is there', async () => {
    answerNever(fetchPreCampaignAnalysisForm);
    renderForm('5');
    expect(await screen.findByRole('status', { name: /Loading the plan/ })).toBeInTheDocument();
  });

  it('fails with the spec’s message, and Retry asks again', async () => {
    answerError(fetchPreCampaignAnalysisForm, 500, null, { once: true });
    renderForm('5');
    expect(await screen.findByText(fetchPreCampaignAnalysisForm.errorMessage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Schedule by week' })).toBeInTheDocument();
  });
});
