import type { UserEvent } from '@testing-library/user-event';

/**
 * Pastes a text into a field, as a reader may: one input event, so one render, where typing it is a render a key
 * (about 90 ms a key for the brief form in happy-dom). For a case that only needs the field filled; typing itself
 * has cases of its own, and the stories and journeys type.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
