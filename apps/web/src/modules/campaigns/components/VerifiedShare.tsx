import { StatusBadge } from '@ooh/ui/status-badge';

export type VerifiedShareProps = {
  verified: number;
  sites: number;
};

/**
 * The verified-execution share in words (docs/domain.md "Campaign": a site is verified when its execution status
 * is approved, no proposal waits and it has an approved photo without a flag), with a badge whose tone says
 * whether everything is proven — the words carry the meaning, never the colour alone.
 */
export function VerifiedShare({ verified, sites }: VerifiedShareProps) {
  const percent = sites === 0 ? 0 : Math.round((verified / sites) * 100);
  const tone = sites > 0 && verified === sites ? 'positive' : verified === 0 ? 'neutral' : 'info';
  return <StatusBadge tone={tone} label={`${percent}% verified · ${verified} of ${sites} sites`} />;
}
