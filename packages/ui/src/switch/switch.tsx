import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import { useId } from 'react';
import * as styles from './switch.css';

export type SwitchProps = {
  /** Names the setting the switch turns on or off ("Email notifications"). */
  label: string;
  name?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
};

/**
 * An on/off setting that applies at once, on Ark's Switch. A native checkbox underneath with the `switch`
 * role, so it is announced as "on" or "off" and Space toggles it. For a choice submitted with a form, use a
 * Checkbox.
 */
export function Switch({
  label,
  name,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  hint,
}: SwitchProps) {
  const hintId = `${useId()}-hint`;
  return (
    <div className={styles.field()}>
      <ArkSwitch.Root
        className={styles.root()}
        name={name}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange ? (details) => onCheckedChange(details.checked) : undefined}
        disabled={disabled}
      >
        <ArkSwitch.Control className={styles.control()}>
          <ArkSwitch.Thumb className={styles.thumb()} />
        </ArkSwitch.Control>
        <ArkSwitch.Label className={styles.label()}>{label}</ArkSwitch.Label>
        <ArkSwitch.HiddenInput role="switch" aria-describedby={hint ? hintId : undefined} />
      </ArkSwitch.Root>
      {hint ? (
        <span id={hintId} className={styles.hint()}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
