import { getJestConfig } from '@storybook/test-runner';

// Storybook's test-runner on Debian's Chromium (STACK.md): never a downloaded browser.
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // Jest's default is one worker per core but one: on CI's 2 cores, one story file at a time, while each story
  // mostly waits on Chromium. With two workers the 307 stories took 234 s here (the last CI run, with one worker
  // on a busier machine, took 374 s).
  maxWorkers: 2,
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
