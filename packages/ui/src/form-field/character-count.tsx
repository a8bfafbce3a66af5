import { visuallyHidden } from '../css/helpers.css';
import * as styles from './form-field.css';

/**
 * The "n / max" counter of a limited text field (TextField, Textarea). One rule for the whole app: every field
 * whose length the contract bounds shows it, always, so the user never learns the limit by hitting it. Sighted
 * users see "n / max"; screen readers hear the count as words when they reach the field (it is in its
 * description) rather than on every keystroke, which a live region would do.
 */
export function CharacterCount({ id, length, maxLength }: { id: string; length: number; maxLength: number }) {
  const atLimit = length >= maxLength;
  return (
    <span className={styles.counter()} data-at-limit={atLimit ? '' : undefined}>
      <span aria-hidden="true">
        {length} / {maxLength}
      </span>
      <span id={id} className={visuallyHidden}>
        {length} of {maxLength} characters used
      </span>
    </span>
  );
}

/** A field's `aria-describedby` with its counter's id added (its hint and error come first). */
export const describedByWith = (describedBy: string | undefined, counterId: string | null) =>
  [describedBy, counterId].filter(Boolean).join(' ') || undefined;
