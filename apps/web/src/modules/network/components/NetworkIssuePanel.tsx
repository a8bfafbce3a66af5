import { Button } from '@ooh/ui/button';
import { FullPageState } from '@ooh/ui/full-page-state';
import { NoConnectionImage } from './NoConnectionImage.tsx';
import { NETWORK_ISSUE_TEXT, NETWORK_ISSUE_TITLE } from './network-issue-text.ts';

export type NetworkIssuePanelProps = {
  onReload: () => void;
};

/** The spec's network overlay panel (section 2): what NetworkOverlay shows while the network error stands. */
export function NetworkIssuePanel({ onReload }: NetworkIssuePanelProps) {
  return (
    <FullPageState
      image={<NoConnectionImage />}
      title={NETWORK_ISSUE_TITLE}
      description={NETWORK_ISSUE_TEXT}
      action={<Button onClick={() => onReload()}>Reload</Button>}
    />
  );
}
