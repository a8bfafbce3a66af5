import type { FocusEvent, ReactNode } from 'react';

export type FieldSlotProps = {
  /** The contract's name of the field inside (`campaign_name`): blur and focus go by it. */
  name: string;
  onLeave: (name: string) => void;
  children: ReactNode;
};

/**
 * Wraps one field: tells when the user leaves it for another place in the form (moving inside the field, or into
 * its popup such as a calendar, is not leaving it), and marks it for the focus effect.
 */
export function FieldSlot({ name, onLeave, children }: FieldSlotProps) {
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    const form = event.currentTarget.closest('form');
    if (to && (event.currentTarget.contains(to) || !form?.contains(to))) return;
    onLeave(name);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears focus leaving the field's own controls; not a control itself
    <div data-field={name} onBlur={handleBlur}>
      {children}
    </div>
  );
}
