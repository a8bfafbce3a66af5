import { fetchPlanDisplayDuration, type StaffRole } from '@ooh/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handCheckedPlan } from '../modules/plan-summaries/test-support.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { PlanSummaryDetailsPage } from './PlanSummaryDetailsPage.tsx';

function renderDetails(planId: string, role: StaffRole = 'planner') {
  return renderWithApp(<PlanSummaryDetailsPage params={{ plan_id: planId }} />, {
    session: sessionFor(userOf(role)),
    path: `/plan/plan-summary-details/${planId}`,
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    // Money is written with a no-break space after the currency code.
    .map((cell) => cell.textContent?.replace(/\s+/g, ' '));

describe('the plan summary details', () => {
  it('shows the hand-checked figures of docs/domain.md by medium, for the screen and its display time', async () => {
    db.plans = [...db.plans.filter((p) => p.plan_id !== 5), handCheckedPlan()];
    renderDetails('5');
    const conventional = await screen.findByRole('table', { name: 'Conventional sites by medium and city' });
    expect(cellsOf(within(conventional).getByRole('row', { name: /^Billboard/ }))).toEqual([
      'Billboard',
      'Lahore',
      '3',
      '3',
      '2,400',
      'PKR 300,000',
      'PKR 30,000',
      'PKR 180,000',
      'PKR 10,000',
      'PKR 190,000',
      '4,500,000',
      '40.00',
    ]);

    const digital = screen.getByRole('table', { name: 'Digital sites' });
    const screenRow = cellsOf(within(digital).getByRole('row', { name: /^LHE-004/ }));
    expect(screenRow.slice(2)).toEqual([
      'Paid',
      '1',
      '10 / 60',
      '1',
      '1,080',
      '16.7%',
      '30',
      'PKR 60,000',
      '275,000',
      '218.18',
    ]);

    const display = screen.getByRole('table', { name: 'Display time of the digital sites' });
    expect(cellsOf(within(display).getByRole('row', { name: /^LHE-004/ })).slice(2)).toEqual([
      '10',
      '1,080',
      '3 h',
      '30',
      '90 h',
    ]);

    const cpm = await screen.findByRole('table', { name: 'CPM by medium (PKR)' });
    expect(within(cpm).getByRole('row', { name: /Billboard/ })).toHaveTextContent('40.00');
    expect(within(cpm).getByRole('row', { name: /DOOH screen/ })).toHaveTextContent('218.18');
    const impressions = await screen.findByRole('table', { name: 'Impressions by medium' });
    expect(within(impressions).getByRole('row', { name: /Billboard/ })).toHaveTextContent('4,500,000');

    const regions = screen.getByRole('table', { name: 'Conventional sites by region' });
    expect(cellsOf(within(regions).getByRole('row', { name: /^Punjab/ })).slice(0, 4)).toEqual([
      'Punjab',
      '3',
      'PKR 180,000',
      '75.0%',
    ]);
  });

  it('says so where a plan has no screens', async () => {
    const plan = handCheckedPlan();
    db.plans = [
      ...db.plans.filter((p) => p.plan_id !== 5),
      { ...plan, sites_list: plan.sites_list.filter((row) => row.kind === 'conventional') },
    ];
    renderDetails('5');
    expect(await screen.findAllByRole('heading', { name: 'No digital sites' })).toHaveLength(2);
    expect(await screen.findByRole('table', { name: 'CPM by medium (PKR)' })).not.toHaveTextContent('DOOH');
  });

  it('says so when the plan has no sites', async () => {
    renderDetails('8');
    expect(await screen.findByRole('heading', { name: 'No sites in this plan' })).toBeInTheDocument();
  });

  it('is loading until every figure is there', async () => {
    answerNever(fetchPlanDisplayDuration);
    renderDetails('5');
    expect(await screen.findByRole('status', { name: /Loading the plan/ })).toBeInTheDocument();
  });

  it('fails with the server’s message, and Retry asks again', async () => {
    answerError(fetchPlanDisplayDuration, 500, 'Try again later', { once: true });
    renderDetails('5');
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('table', { name: 'Conventional sites by medium and city' }),
    ).toBeInTheDocument();
  });
});
