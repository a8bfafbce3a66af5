import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

// The brief-form tests' server and client are the shared fake backend's (src/test/server.ts).
export { TEST_API, testClient } from '../../test/server.ts';

/** Types in the client combobox and picks the company. */
export async function chooseClient(user: UserEvent, search: string, company: string) {
  await user.type(screen.getByRole('combobox', { name: /^Client/ }), search);
  await user.click(await screen.findByRole('option', { name: company }));
}

/** Opens a multi-select and toggles the named options, then closes it. */
export async function chooseOptions(user: UserEvent, label: RegExp, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const list = await screen.findByRole('listbox', { name: label });
  for (const option of options) {
    await user.click(await within(list).findByRole('option', { name: option }));
  }
  await user.keyboard('{Escape}');
}

/** Types a date as people here write it (`05/12/2026`) and confirms it. */
export async function typeDate(user: UserEvent, label: 'Start date' | 'End date', date: string) {
  const input = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await user.click(input);
  await user.keyboard(`${date}{Enter}`);
}

/** Types an amount into the budget (one key at a time: Ark writes the text on the next frame). */
export async function typeBudget(user: UserEvent, amount: string) {
  const input = screen.getByRole('spinbutton', { name: /^Budget/ });
  await user.clear(input);
  for (const key of amount) await user.type(input, key);
}

/** The message under a field, by the field's accessible description. */
export async function expectFieldError(control: HTMLElement, message: string) {
  await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(control).toHaveAttribute('aria-invalid', 'true');
}
