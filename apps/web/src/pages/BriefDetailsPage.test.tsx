import { addDesignLink } from '@ooh/api';
import { briefOf, planOf } from '@ooh/api/msw';
import { Toaster } from '@ooh/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { answerError, db, type TestClient, testClient } from '../test/server.ts';
import { sessionFor, userOf } from '../test/session.ts';
import { BriefDetailsPage } from './BriefDetailsPage.tsx';

const approved = briefOf(3);
/** The brief's two plans, as the details screen lists them. */
const plans = [
  planOf(1, {
    plan_id: 30,
    planName: 'Gourmet Winter range – main plan',
    status: 'pending',
    version: 2,
    brief_id: 3,
    updated_at: '2026-11-18T12:00:00.000Z',
  }),
  planOf(3, {
    plan_id: 31,
    planName: 'Gourmet Winter range – digital',
    status: 'modification_required',
    version: 1,
    brief_id: 3,
    updated_at: '2026-11-17T12:00:00.000Z',
  }),
];

beforeEach(() => {
  db.briefs = [approved];
  db.plans = plans;
});

function renderDetails(
  client: TestClient = testClient(),
  role: Parameters<typeof userOf>[0] = 'key_account_manager',
) {
  const result = renderWithApp(
    <>
      <BriefDetailsPage params={{ brief_id: '3' }} />
      <Toaster />
    </>,
    { client, session: sessionFor(userOf(role)), path: '/view-brief-details/3' },
  );
  return { ...result, client };
}

describe('the brief details screen', () => {
  it('shows the brief, its plans and its links', async () => {
    renderDetails();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brief BR-2026-0003' })).toBeInTheDocument();
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Approved');
    expect(screen.getByText('Budget', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'PKR 2,000,000',
    );
    expect(screen.getByRole('link', { name: 'Open the review' })).toHaveAttribute(
      'href',
      '/brief-review-form/3',
    );

    const table = screen.getByRole('table', { name: 'Plans of this brief' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Gourmet Winter range – main plan');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[0]).toHaveTextContent('v2');
    expect(rows[0]).toHaveTextContent('18 Nov 2026');
    expect(rows[1]).toHaveTextContent('Modification required');

    expect(screen.getByRole('link', { name: 'https://drive.example.pk/designs/ramadan' })).toHaveAttribute(
      'href',
      'https://drive.example.pk/designs/ramadan',
    );
    expect(screen.getByText('No high-res link yet.')).toBeInTheDocument();
  });

  it('links each plan to the view the reader’s role may open', async () => {
    renderDetails();
    const table = await screen.findByRole('table', { name: 'Plans of this brief' });
    expect(within(table).getByRole('link', { name: 'Gourmet Winter range – main plan' })).toHaveAttribute(
      'href',
      '/pending-plan-review/3/view-plan/30',
    );
    expect(within(table).getByRole('link', { name: 'Gourmet Winter range – digital' })).toHaveAttribute(
      'href',
      '/modification-required/3/view-plan/31',
    );
  });

  it('names the plans without a link for a role that may open no plan view (the screen alone)', async () => {
    renderDetails(testClient(), 'designer');
    const table = await screen.findByRole('table', { name: 'Plans of this brief' });
    expect(within(table).getByText('Gourmet Winter range – main plan')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('says that a brief with an accepted plan can take no new plan', async () => {
    db.plans = [...plans, planOf(5, { plan_id: 32, planName: 'Gourmet Winter range – final', brief_id: 3 })];
    renderDetails();
    expect(
      await screen.findByText(
        'This brief already has an accepted plan, Gourmet Winter range – final. Only one plan per brief can be accepted, so a new plan could never be accepted.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the brief has no plan yet', async () => {
    db.plans = [];
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'No plan yet' })).toBeInTheDocument();
  });

  it('saves a high-res link and shows it', async () => {
    const { client } = renderDetails();
    const field = await screen.findByRole('textbox', { name: /High-res link URL/ });
    await userEvent.type(field, 'https://drive.example.pk/highres/gourmet');
    await userEvent.click(screen.getByRole('button', { name: 'Add high-res link' }));

    expect(
      await screen.findByRole('link', { name: 'https://drive.example.pk/highres/gourmet' }),
    ).toHaveAttribute('href', 'https://drive.example.pk/highres/gourmet');
    expect(client.calls.find((call) => call.id === 'addHighresLink')).toMatchObject({
      options: { params: { id: 3 }, body: { highres_link: 'https://drive.example.pk/highres/gourmet' } },
    });
    expect(await screen.findByText('High-res link saved')).toBeInTheDocument();
    // The design link is untouched.
    expect(
      screen.getByRole('link', { name: 'https://drive.example.pk/designs/ramadan' }),
    ).toBeInTheDocument();
  });

  it('checks the link before sending it', async () => {
    const { client } = renderDetails();
    const field = await screen.findByRole('textbox', { name: /Design link URL/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'drive/designs');
    await userEvent.click(screen.getByRole('button', { name: 'Save design link' }));
    expect(await screen.findByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
    expect(client.calls.some((call) => call.id === 'addDesignLink')).toBe(false);
  });

  it('shows a 400’s field message under the field, and any other message below the form', async () => {
    // A 400 with a field message first, then a 500 without a message.
    answerError(addDesignLink, 500);
    answerError(
      addDesignLink,
      400,
      { message: 'Validation failed', errors: { design_link: 'This host is not allowed' } },
      { once: true },
    );
    renderDetails();
    const field = await screen.findByRole('textbox', { name: /Design link URL/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save design link' }));
    expect(await screen.findByText('This host is not allowed')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Save design link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during the update');
    await waitFor(() => expect(screen.queryByText('This host is not allowed')).not.toBeInTheDocument());
  });

  it('only shows the links to a role that may not change them', async () => {
    // Planners read briefs but set no links; the route is for KAMs and admins, the check is the contract's.
    renderDetails(testClient(), 'planner');
    expect(
      await screen.findByRole('link', { name: 'https://drive.example.pk/designs/ramadan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the brief does not exist', async () => {
    db.briefs = [];
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Brief not found' })).toBeInTheDocument();
  });
});
