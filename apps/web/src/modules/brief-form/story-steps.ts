import { formatIsoDate } from '@ooh/ui/date-picker';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Steps the brief form stories share, as a user would take them. Popups (listboxes, calendars) open in a portal
 * outside the story's root, so options are looked up in the whole document.
 */
const user = userEvent.setup();
/**
 * Ark's NumberInput writes its text on the next animation frame, so keys typed faster than one a frame can be lost
 * (number-input.stories.tsx): the budget is typed at a fast human pace, and so are the dates, whose picker input is
 * zag's too (a CI run's "Create brief from a file › ServerError" never reached the server: the form was refused
 * before sending, on a loaded runner). Text fields take keys as fast as they come; typing every field at 40 ms a
 * key made a whole brief take about 10 s, and CI's busy runner timed it out.
 */
const pacedUser = userEvent.setup({ delay: 40 });

export async function fillClient(canvasElement: HTMLElement, search: string, company: string) {
  const canvas = within(canvasElement);
  await user.type(canvas.getByRole('combobox', { name: /^Client/ }), search);
  const page = within(canvasElement.ownerDocument.body);
  await user.click(await page.findByRole('option', { name: company }));
}

export async function fillText(canvasElement: HTMLElement, label: RegExp, text: string) {
  await user.type(within(canvasElement).getByRole('textbox', { name: label }), text);
}

export async function fillDate(canvasElement: HTMLElement, label: 'Start date' | 'End date', date: string) {
  const input = within(canvasElement).getByRole('textbox', { name: new RegExp(`^${label}`) });
  await pacedUser.click(input);
  await pacedUser.keyboard(`${date}{Enter}`);
  // As a person would see before going on: the field shows the date ("01/03/2027" as "1 Mar 2027").
  const [day, month, year] = date.split('/');
  await waitFor(() => expect(input).toHaveValue(formatIsoDate(`${year}-${month}-${day}`)));
}

export async function fillBudget(canvasElement: HTMLElement, amount: string) {
  const input = within(canvasElement).getByRole('spinbutton', { name: /^Budget/ });
  await pacedUser.clear(input);
  await pacedUser.type(input, amount);
}

export async function chooseOptions(canvasElement: HTMLElement, label: RegExp, options: string[]) {
  await user.click(within(canvasElement).getByRole('combobox', { name: label }));
  const page = within(canvasElement.ownerDocument.body);
  const list = await page.findByRole('listbox', { name: label });
  for (const option of options) await user.click(await within(list).findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** The fields both kinds of brief have. */
export async function fillCommonFields(canvasElement: HTMLElement) {
  await fillClient(canvasElement, 'sha', 'Shan Foods');
  await fillText(canvasElement, /^Campaign name/, 'Ramadan 2027');
  await fillDate(canvasElement, 'Start date', '01/03/2027');
  await fillDate(canvasElement, 'End date', '31/03/2027');
  await fillBudget(canvasElement, '2500000');
}

/** A whole valid form brief. */
export async function fillFormBrief(canvasElement: HTMLElement) {
  await fillCommonFields(canvasElement);
  await fillText(canvasElement, /^Objective/, 'Awareness in the top cities');
  await chooseOptions(canvasElement, /^Regions/, ['Punjab']);
  await chooseOptions(canvasElement, /^Cities/, ['Lahore']);
  await chooseOptions(canvasElement, /^Mediums/, ['Billboard']);
}

/** Chooses a document in the upload field (its hidden input, as a drop or the file dialog would). */
export async function chooseDocument(canvasElement: HTMLElement, name = 'Shan brief.pdf') {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' }));
  await expect(await within(canvasElement).findByText(name)).toBeInTheDocument();
}

export async function submit(canvasElement: HTMLElement, name: string | RegExp) {
  await user.click(within(canvasElement).getByRole('button', { name }));
}

/**
 * The submit button turns busy once the form has checked itself and sent: on CI's loaded runner (Storybook beside
 * the end-to-end specs, both cores full) that took over waitFor's 1 s default twice ("Create brief › Submitting"
 * found no aria-busy), so it gets 5 s, and the button is looked up afresh on each try.
 */
export async function expectBusy(canvasElement: HTMLElement, name: string | RegExp) {
  await waitFor(
    () => expect(within(canvasElement).getByRole('button', { name })).toHaveAttribute('aria-busy', 'true'),
    { timeout: 5000 },
  );
}
