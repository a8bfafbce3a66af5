import type { PasswordRule } from '@ooh/api/passwords';
import { Box } from '@ooh/ui/box';
import { visuallyHidden } from '@ooh/ui/css';
import { Icon } from '@ooh/ui/icon';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';

export type PasswordRulesProps = {
  rules: readonly PasswordRule[];
};

/**
 * The password's strength rules (`@ooh/api/passwords`, the server's own), each ticked as the user types: a list
 * whose items say "met" or "not met yet" in words (and by a tick or a cross, never by colour alone), and a live
 * line that tells a screen reader how many are met when that number changes, not at every key.
 */
export function PasswordRules({ rules }: PasswordRulesProps) {
  const met = rules.filter((rule) => rule.ok).length;
  return (
    <Box display="flex" flexDirection="column" gap="xs">
      <Text size="sm" weight="semibold">
        Password rules
      </Text>
      <Stack as="ul" space="xs" aria-label="Password rules">
        {rules.map((rule) => (
          <Box key={rule.id} display="flex" gap="xs" alignItems="flex-start">
            <Text size="sm" tone={rule.ok ? 'positive' : 'secondary'} as="span">
              <Icon name={rule.ok ? 'check' : 'close'} />
            </Text>
            <Text size="sm" tone={rule.ok ? 'primary' : 'secondary'} as="span">
              {rule.label}
              <span className={visuallyHidden}>{rule.ok ? ': met' : ': not met yet'}</span>
            </Text>
          </Box>
        ))}
      </Stack>
      <p aria-live="polite" className={visuallyHidden}>
        {`${met} of ${rules.length} password rules met`}
      </p>
    </Box>
  );
}
