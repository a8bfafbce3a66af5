import { fetchLifecycleCounts, LIFECYCLE_COUNTERS } from '@ooh/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LifecycleExplorer } from '../modules/lifecycles/LifecycleExplorer.tsx';
import { renderWithApp } from '../test/render.tsx';
import { answerError, answerNever, db, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';

function renderExplorer(lifecycle = 'plan') {
  return renderWithApp(<LifecycleExplorer initialLifecycle={lifecycle} />, {
    client: testClient(),
    session: sessionFor(userOf('admin', 'Ayesha Khan')),
    path: '/lifecycles',
  });
}

describe('Lifecycles page (issue 19)', () => {
  it("draws the plan lifecycle with the records in each state, from the fake backend's plans", async () => {
    renderExplorer();
    const inProgress = db.plans.filter((plan) => plan.status === 'inprogress').length;
    const diagram = await screen.findByRole('img', { name: /Plan lifecycle diagram, at In progress/ });
    expect(diagram).toHaveAccessibleDescription(/The plan diagram as a table/);
    const summary = await screen.findByRole('region', { name: 'Records in each state' });
    expect(summary).toHaveTextContent(
      `In progress: ${inProgress} ${inProgress === 1 ? 'record' : 'records'}`,
    );
    expect(LIFECYCLE_COUNTERS.plan?.states).toContain('accepted');
    const table = screen.getByRole('table', { name: 'Plan transitions' });
    const submit = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Submit'));
    expect(submit).toHaveTextContent('A plan needs at least one site to be submitted.');
    expect(submit).toHaveTextContent('Admin, Planner');
  });

  it('says "not counted" for a state no counter counts', async () => {
    renderExplorer('brief');
    const summary = await screen.findByRole('region', { name: 'Records in each state' });
    expect(summary).toHaveTextContent('Deleted: not counted');
  });

  it('simulates: a refused submit shows the rule; with a site it moves to pending', async () => {
    const user = userEvent.setup();
    renderExplorer();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Refused: Cannot submit: this plan is in progress. A plan needs at least one site to be submitted.',
    );
    await user.type(screen.getByLabelText('Sites on the plan'), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent('Submit: In progress → Pending');
    expect(await screen.findByRole('img', { name: /at Pending/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('No event sent yet.')).toBeInTheDocument();
  });

  it('says the counts are loading while they are', async () => {
    answerNever(fetchLifecycleCounts);
    renderExplorer();
    expect(screen.getByText('Loading the record counts')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Plan lifecycle diagram/ })).toBeInTheDocument();
  });

  it('shows a failure of the counts with Retry while the diagram still draws', async () => {
    answerError(fetchLifecycleCounts, 500, 'Database unavailable', { once: true });
    const user = userEvent.setup();
    renderExplorer();
    expect(
      await screen.findByRole('heading', { name: 'The record counts could not be loaded' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Plan lifecycle diagram/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Records in each state' })).toBeInTheDocument();
  });
});
