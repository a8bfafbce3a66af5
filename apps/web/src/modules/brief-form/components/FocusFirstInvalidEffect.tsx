import { type RefObject, useEffect } from 'react';

export type FocusFirstInvalidEffectProps = {
  formRef: RefObject<HTMLFormElement | null>;
  /** Goes up with each invalid submit or refused save. */
  attempt: number;
  /** The fields with a message now. */
  invalidFields: readonly string[];
};

const typed = 'input:not([type="file"]):not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/** After an invalid submit or a refused save, focus goes to the first field (in page order) with a message. */
export function FocusFirstInvalidEffect({ formRef, attempt, invalidFields }: FocusFirstInvalidEffectProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt, with that attempt's fields
  useEffect(() => {
    if (attempt === 0) return;
    const slots = formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [];
    const first = [...slots].find((slot) => invalidFields.includes(slot.dataset.field ?? ''));
    const control =
      first?.querySelector<HTMLElement>(typed) ?? first?.querySelector<HTMLElement>('button:not([disabled])');
    control?.focus();
  }, [attempt]);
  return null;
}
