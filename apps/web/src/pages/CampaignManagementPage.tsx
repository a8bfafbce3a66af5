import type { CampaignListItem } from '@ooh/api';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Tabs } from '@ooh/ui/tabs';
import { useLocation } from 'wouter';
import {
  CAMPAIGN_TAB_VALUES,
  CAMPAIGN_TABS,
  type CampaignTab,
  type CampaignTabDefinition,
  campaignDetailsPath,
} from '../modules/campaigns/campaign-tabs.ts';
import { CampaignListPanel } from '../modules/campaigns/components/CampaignListPanel.tsx';
import { useCampaignCounts } from '../modules/campaigns/hooks/use-campaign-counts.ts';
import { useTabParam } from '../modules/kit/list/use-tab-param.ts';

/**
 * /campaign-management: the active and completed campaigns, a tab each (kept in the URL), with every filter of
 * the spec; a row opens the campaign's details (docs/domain.md "Campaign").
 */
export function CampaignManagementPage() {
  const [tabValue, changeTab] = useTabParam(CAMPAIGN_TAB_VALUES);
  const tab = CAMPAIGN_TABS.find((item) => item.value === tabValue) as CampaignTabDefinition;
  const { counts, refresh } = useCampaignCounts();
  const [, navigate] = useLocation();

  const handleTabChange = (value: string) => {
    changeTab(value as CampaignTab);
    refresh();
  };
  const handleOpen = (campaign: CampaignListItem) => navigate(campaignDetailsPath(campaign));

  return (
    <Stack space="lg">
      <PageHeader
        title="Campaign management"
        description="Running and completed campaigns, with how much of each is proven in the field."
      />
      <Tabs
        label="Campaign status"
        value={tab.value}
        onValueChange={handleTabChange}
        items={CAMPAIGN_TABS.map((item) => {
          const count = counts?.[item.value];
          return { value: item.value, label: item.label, ...(count === undefined ? {} : { count }) };
        })}
      >
        {() => <CampaignListPanel key={tab.value} tab={tab} onOpen={handleOpen} />}
      </Tabs>
    </Stack>
  );
}

// The pay order review and the campaign details load with this page (one lazy module for the three routes, so the
// entry holds one import and its list of chunks instead of three: /login is at its budget).
export { CampaignDetailsPage } from './CampaignDetailsPage.tsx';
export { PayOrderReviewPage } from './PayOrderReviewPage.tsx';
