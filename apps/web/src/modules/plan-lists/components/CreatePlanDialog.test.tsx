import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { testClient } from '../../../test/server.ts';
import { sessionFor, userOf } from '../../../test/session.ts';
import { CreatePlanDialog } from './CreatePlanDialog.tsx';

describe('the create-plan dialog', () => {
  it('on a brief with an accepted plan, says why no plan is started there and asks for no name', async () => {
    const client = testClient();
    const onClose = vi.fn();
    renderWithApp(
      <CreatePlanDialog
        brief={{
          id: 7,
          brief_number: 'BR-2026-0007',
          campaign_name: 'Winter range',
          accepted_plan: { id: 5, name: 'Winter range – plan E' },
        }}
        onClose={onClose}
      />,
      { client, session: sessionFor(userOf('planner')) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'No new plan for this brief' });
    expect(dialog).toHaveTextContent(
      'This brief already has an accepted plan, Winter range – plan E. Only one plan per brief can be accepted, so a new plan could never be accepted.',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Plan name/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Create plan' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(client.calls.some((call) => call.id === 'createPlanName')).toBe(false);
  });
});
