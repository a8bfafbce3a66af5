import type { BriefListItem } from '@ooh/api';
import { briefReviewHref, href } from '@ooh/api/routes';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Tabs } from '@ooh/ui/tabs';
import { useLocation } from 'wouter';
import {
  BRIEF_TAB_VALUES,
  BRIEF_TABS,
  type BriefTab,
  type BriefTabDefinition,
} from '../modules/briefs/brief-tabs.ts';
import { BriefTabPanel } from '../modules/briefs/components/BriefTabPanel.tsx';
import { useBriefCounts } from '../modules/briefs/hooks/use-brief-counts.ts';
import { useTabParam } from '../modules/kit/list/use-tab-param.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { useDocumentTitle } from '../modules/kit/record/use-document-title.ts';
import { persistedState } from '../state/store.ts';

const CREATE_BY_FORM = href('/create-brief');
const CREATE_BY_FILE = href('/create-brief-by-file');

/** /brief: the new, approved and rejected briefs, a tab each (kept in the URL), a row opening its review. */
export function BriefsPage() {
  useDocumentTitle(['Briefs']);
  const permissions = usePermissions();
  const [tabValue, changeTab] = useTabParam(BRIEF_TAB_VALUES);
  const tab = BRIEF_TABS.find((item) => item.value === tabValue) as BriefTabDefinition;
  const { counts, refresh } = useBriefCounts();
  const [, navigate] = useLocation();

  const handleTabChange = (value: string) => {
    changeTab(value as BriefTab);
    // Decisions made since the counts were read (here or elsewhere) show when the tab changes.
    refresh();
  };
  const handleOpen = (brief: BriefListItem) => {
    persistedState.selectedBrief = { id: brief.id, label: `${brief.brief_number} · ${brief.campaign_name}` };
    navigate(briefReviewHref(brief));
  };

  const mayCreate = permissions.mayOpen(CREATE_BY_FORM);
  const mayCreateByFile = permissions.mayOpen(CREATE_BY_FILE);

  return (
    <Stack space="lg">
      <PageHeader
        title="Briefs"
        description="Briefs from clients, by status. Open one to review it."
        actions={
          mayCreate || mayCreateByFile ? (
            <Inline space="sm" alignY="center">
              {mayCreate ? (
                <Link href={CREATE_BY_FORM} variant="standalone">
                  Create brief
                </Link>
              ) : null}
              {mayCreateByFile ? (
                <Link href={CREATE_BY_FILE} variant="standalone">
                  Create brief from a file
                </Link>
              ) : null}
            </Inline>
          ) : null
        }
      />
      <Tabs
        label="Brief status"
        value={tab.value}
        onValueChange={handleTabChange}
        items={BRIEF_TABS.map((item) => ({
          value: item.value,
          label: item.label,
          ...(counts ? { count: item.count(counts) } : {}),
        }))}
      >
        {() => <BriefTabPanel key={tab.value} tab={tab} onOpen={handleOpen} />}
      </Tabs>
    </Stack>
  );
}
