/** The spec's words for the network overlay (section 2). */
export const NETWORK_ISSUE_TITLE = 'Network Issue';
export const NETWORK_ISSUE_TEXT = 'It looks like you are not connected to internet. Check your network';
