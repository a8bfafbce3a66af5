import { getJestConfig } from '@storybook/test-runner';

// Storybook's test-runner on Debian's Chromium (STACK.md): never a downloaded browser.
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        // --no-sandbox: Chromium runs as root here. The last two keep it off the (closed) network.
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
        ],
      },
    },
  },
};
