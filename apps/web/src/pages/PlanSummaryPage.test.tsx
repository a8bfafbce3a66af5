import {
  fetchBreakFocPaid,
  fetchPlanComparisonConventionalDigital,
  fetchPlanSummaryConsolidated,
  type StaffRole,
} from '@ooh/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handCheckedPlan } from '../modules/plan-summaries/test-support.ts';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { PlanSummaryPage } from './PlanSummaryPage.tsx';

function renderSummary(planId: string, role: StaffRole = 'key_account_manager') {
  return renderWithApp(<PlanSummaryPage params={{ plan_id: planId }} />, {
    session: sessionFor(userOf(role)),
    path: `/plan/plan-summary/${planId}`,
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    // Money is written with a no-break space after the currency code.
    .map((cell) => cell.textContent?.replace(/\s+/g, ' '));

describe('the plan summary', () => {
  it("shows the hand-checked figures of docs/domain.md: tax, grand total, kinds' shares, FOC", async () => {
    const plan = handCheckedPlan();
    db.plans = [...db.plans.filter((p) => p.plan_id !== 5), plan];
    renderSummary('5');
    const figures = await screen.findByRole('region', { name: 'Plan figures' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan summary' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(plan.planName))).toBeInTheDocument();

    expect(within(figures).getByText('Net').nextElementSibling).toHaveTextContent('PKR 240,000');
    expect(within(figures).getByText('Subtotal').nextElementSibling).toHaveTextContent('PKR 250,000');
    expect(within(figures).getByText('Tax (18%)').nextElementSibling).toHaveTextContent('PKR 45,000');
    expect(within(figures).getByText('Grand total').nextElementSibling).toHaveTextContent('PKR 295,000');

    const kinds = screen.getByRole('table', { name: 'Conventional and digital sites' });
    const conventional = cellsOf(within(kinds).getByRole('row', { name: /^Conventional/ }));
    expect(conventional).toEqual([
      'Conventional',
      '3',
      'PKR 180,000',
      '75.0%',
      '4,500,000',
      '94.2%',
      '40.00',
      '3',
      'PKR 60,000',
    ]);
    expect(cellsOf(within(kinds).getByRole('row', { name: /^Digital/ }))).toContain('25.0%');
    // The totals line has no share of itself.
    expect(cellsOf(within(kinds).getByRole('row', { name: /^Total/ }))[3]).toBe('—');

    const breakup = screen.getByRole('table', { name: 'Paid and FOC sites' });
    expect(cellsOf(within(breakup).getByRole('row', { name: /^FOC/ }))).toEqual([
      'FOC',
      '1',
      'PKR 100,000',
      'PKR 10,000',
      'PKR 0',
    ]);
    expect(screen.getByText(/FOC share of the gross/)).toHaveTextContent('27.8%');

    // The charts' text alternatives.
    const byKind = await screen.findByRole('table', { name: 'Budget by kind (net)' });
    expect(within(byKind).getByRole('row', { name: /Digital/ })).toHaveTextContent('PKR 60,000');
    expect(
      await screen.findByRole('table', { name: 'Conventional budget by region (net)' }),
    ).toHaveTextContent('PunjabPKR 180,000');
  });

  it('links back to the plan and on to the other summaries', async () => {
    renderSummary('5');
    const nav = await screen.findByRole('navigation', { name: 'This plan' });
    expect(within(nav).getByRole('link', { name: 'Summary details' })).toHaveAttribute(
      'href',
      '/plan/plan-summary-details/5',
    );
    expect(within(nav).getByRole('link', { name: 'Pre-campaign form' })).toHaveAttribute(
      'href',
      '/pre-campaign-form/5',
    );
    expect(within(nav).getByRole('link', { name: 'Back to the plan' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/view-plan\/5$/),
    );
    // The document names the plan and the screen (issue 15: page titles name the record).
    // Set by an effect, which runs after the render that drew the links (CI saw the route's title here once).
    await waitFor(() =>
      expect(document.title).toMatch(/^BR-\d{4}-\d{4} · .+ · Plan summary · OOH back office$/),
    );
  });

  it('says so when the plan has no sites', async () => {
    renderSummary('8', 'planner');
    expect(await screen.findByRole('heading', { name: 'No sites in this plan' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is loading until every figure is there', async () => {
    answerNever(fetchBreakFocPaid);
    renderSummary('5');
    expect(await screen.findByRole('status', { name: /Loading the plan/ })).toBeInTheDocument();
  });

  it('says a plan that does not exist is not found', async () => {
    renderSummary('999');
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
  });

  it('fails with the server’s message, and Retry asks again', async () => {
    answerError(fetchPlanComparisonConventionalDigital, 500, 'The summary broke', { once: true });
    renderSummary('5');
    expect(await screen.findByText('The summary broke')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Consolidated by kind' })).toBeInTheDocument();
  });

  it('falls back to the spec’s message when the answer has none', async () => {
    answerError(fetchPlanSummaryConsolidated, 500, null);
    renderSummary('5');
    expect(await screen.findByText(fetchPlanSummaryConsolidated.errorMessage)).toBeInTheDocument();
  });
});
