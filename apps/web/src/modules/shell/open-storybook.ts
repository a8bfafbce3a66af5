import { type ApiClient, errorMessage, openStorybook } from '@ooh/api';

/** Where the server serves the built Storybook (README, "Storybook for designers"). */
export const STORYBOOK_URL = '/storybook/';

/**
 * Opens Storybook in a new tab: the tab first, while the click still counts as the user's (a tab opened after an
 * answer is a pop-up browsers block), then the pass (`openStorybook`, sent with the bearer token like any call: the
 * server answers with a cookie only /storybook receives), then the address. No token ever goes into the address.
 * If the pass is refused the empty tab closes and the reason is shown; without a tab (blocked all the same) this
 * tab goes to Storybook.
 */
export async function openStorybookTab(
  client: ApiClient,
  {
    open = (url: string) => window.open(url, '_blank'),
    go = (url: string) => window.location.assign(url),
  } = {},
): Promise<void> {
  const tab = open('about:blank');
  // The new tab must not reach back into the app's window.
  if (tab) tab.opener = null;
  try {
    await client.call(openStorybook);
  } catch (error) {
    tab?.close();
    const { notify } = await import('@ooh/ui/toast');
    notify.error({ title: 'Storybook could not be opened', description: errorMessage(error, openStorybook) });
    return;
  }
  if (tab) tab.location.href = STORYBOOK_URL;
  else go(STORYBOOK_URL);
}
