import type { CampaignDetail } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { DescriptionList } from '@ooh/ui/description-list';
import { formatDate, formatDateRange } from '../../briefs/format.ts';
import { formatAmount } from '../../payorders/money.ts';
import { waitingText } from './CampaignTable.tsx';
import { VerifiedShare } from './VerifiedShare.tsx';

export type CampaignFactsProps = {
  campaign: CampaignDetail;
};

/** The campaign's client, dates, pay order, plan, verified share and what waits on it. */
export function CampaignFacts({ campaign }: CampaignFactsProps) {
  const payOrder = campaign.pay_order;
  return (
    <Card title="Campaign">
      <DescriptionList
        columns={[1, 2, 3]}
        items={[
          { term: 'Client', description: campaign.client_name },
          { term: 'Dates', description: formatDateRange(campaign.start_date, campaign.end_date) },
          { term: 'Plan', description: campaign.plan_name },
          {
            term: 'Pay order',
            description: payOrder
              ? `${payOrder.po_number} · ${formatAmount(payOrder.amount)} · ${formatDate(payOrder.po_date)}`
              : 'None recorded',
          },
          {
            term: 'Verified execution',
            description: <VerifiedShare verified={campaign.verified_sites} sites={campaign.sites_count} />,
          },
          {
            term: campaign.status === 'completed' ? 'Completed' : 'Waiting',
            description:
              campaign.status === 'completed'
                ? campaign.completed_at
                  ? formatDate(campaign.completed_at)
                  : '—'
                : waitingText(campaign),
          },
        ]}
      />
    </Card>
  );
}
