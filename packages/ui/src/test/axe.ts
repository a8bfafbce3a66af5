import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Rules happy-dom cannot evaluate: it does no layout and no painting, so colour contrast (and anything that
 * needs computed colours) would report false results. Contrast is checked instead by the token contrast
 * test (theme/contrast.test.ts) and by axe in real Chromium in the Storybook test-runner.
 */
const rulesHappyDomCannotCompute = {
  'color-contrast': { enabled: false },
  'color-contrast-enhanced': { enabled: false },
  'link-in-text-block': { enabled: false },
};

/** Page-level best practices that a component fixture cannot meet (it is not a page). */
const pageLevelRules = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

/** Runs axe on the rendered fixture and fails with the list of violations, if any. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { ...rulesHappyDomCannotCompute, ...pageLevelRules },
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
