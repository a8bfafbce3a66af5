import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { sessionFor, userOf } from '../../../test/session.ts';
import { WaitingPlans } from './WaitingPlans.tsx';

describe('WaitingPlans (the editor home, issue 15)', () => {
  it("lists the plans waiting after a modification, each opening the editor's plan view", async () => {
    const handleChoose = vi.fn();
    renderWithApp(<WaitingPlans onChoose={handleChoose} />, { session: sessionFor(userOf('editor')) });
    const list = await screen.findByRole('list', { name: 'Plans waiting after a modification' });
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link.getAttribute('href')).toMatch(/^\/modification-pending\/\d+\/view-plan\/\d+$/);
    await userEvent.click(within(list).getAllByRole('button', { name: 'Show its photos' })[0] as HTMLElement);
    expect(handleChoose).toHaveBeenCalledOnce();
  });

  it('shows nothing to a role that may not read the list', () => {
    const { container } = renderWithApp(<WaitingPlans onChoose={() => {}} />, {
      session: sessionFor(userOf('designer')),
    });
    expect(container).toBeEmptyDOMElement();
  });
});
