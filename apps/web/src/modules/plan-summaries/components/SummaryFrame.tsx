import type { SummaryPlan } from '@ooh/api';
import { planSummaryDetailsHref, planSummaryHref, planViewHref, preCampaignFormHref } from '@ooh/api/routes';
import { Button } from '@ooh/ui/button';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import type { ReactNode } from 'react';
import { usePermissions } from '../../kit/permissions/index.ts';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import * as styles from './summaries.css.ts';

export type SummaryScreen = 'summary' | 'details' | 'preCampaign';

export type SummaryFrameProps = {
  title: string;
  plan: SummaryPlan;
  /** Which of the plan's summary screens this is (not linked to itself). */
  current: SummaryScreen;
  children: ReactNode;
};

const screens: { key: SummaryScreen; label: string; href: (plan: SummaryPlan) => string }[] = [
  { key: 'summary', label: 'Plan summary', href: planSummaryHref },
  { key: 'details', label: 'Summary details', href: planSummaryDetailsHref },
  { key: 'preCampaign', label: 'Pre-campaign form', href: preCampaignFormHref },
];

/** A summary screen of one plan: its header, the way back to the plan and to its other summaries, and Print. */
export function SummaryFrame({ title, plan, current, children }: SummaryFrameProps) {
  const permissions = usePermissions();
  const planHref = planViewHref(plan, permissions.role);
  useDocumentTitle([plan.brief_number, plan.planName, title]);
  const links = [
    ...(permissions.mayOpen(planHref) ? [{ label: 'Back to the plan', href: planHref }] : []),
    ...screens
      .filter((screen) => screen.key !== current)
      .map((screen) => ({ label: screen.label, href: screen.href(plan) }))
      .filter((link) => permissions.mayOpen(link.href)),
  ];
  const handlePrint = () => window.print();

  return (
    <Stack space="lg">
      <PageHeader
        title={title}
        description={`${plan.planName} · ${plan.brief_number} · ${plan.client_name} · version ${plan.version}`}
        actions={
          <div className={styles.screenOnly}>
            <Button variant="secondary" onClick={handlePrint}>
              Print
            </Button>
          </div>
        }
      />
      {links.length > 0 ? (
        <nav aria-label="This plan" className={styles.screenOnly}>
          <Inline space="lg">
            {links.map((link) => (
              <Text key={link.href} size="sm">
                <Link href={link.href} variant="standalone">
                  {link.label}
                </Link>
              </Text>
            ))}
          </Inline>
        </nav>
      ) : null}
      {children}
    </Stack>
  );
}
