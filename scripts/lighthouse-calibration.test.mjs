// `node --test scripts/`: the Lighthouse calibration's hand checks (the calculator's own anchor points).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuSlowdownFor, median, parseSlowdownSetting } from './lighthouse-calibration.mjs';

test('the calculator’s anchors: 4× at 1,533 (Lighthouse’s default host), 6× at 2,000, 3× at 1,300, 2× at 800', () => {
  assert.equal(cpuSlowdownFor(1533), 4);
  assert.equal(cpuSlowdownFor(1766), 5);
  assert.equal(cpuSlowdownFor(2000), 6);
  assert.equal(cpuSlowdownFor(1300), 3);
  assert.equal(cpuSlowdownFor(800), 2);
  assert.equal(cpuSlowdownFor(150), 1);
});

test('between anchors it is linear, to one decimal: 1,100 → 2 + 300/500 = 2.6; 475 → 1 + 325/650 = 1.5', () => {
  assert.equal(cpuSlowdownFor(1100), 2.6);
  assert.equal(cpuSlowdownFor(1250), 2.9);
  assert.equal(cpuSlowdownFor(475), 1.5);
});

test('never under 1× (a host slower than the device itself is not slowed further)', () => {
  assert.equal(cpuSlowdownFor(100), 1);
  assert.equal(cpuSlowdownFor(1), 1);
});

test('refuses what is not an index', () => {
  for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) assert.throws(() => cpuSlowdownFor(bad));
});

test('median of the runs: the middle one, the lower middle of an even count', () => {
  assert.equal(median([1310, 1101, 1250]), 1250);
  assert.equal(median([4, 2]), 2);
  assert.throws(() => median([]));
});

test('LIGHTHOUSE_CPU_SLOWDOWN: auto by default, or a fixed multiplier from 1 to 20', () => {
  assert.equal(parseSlowdownSetting(undefined), 'auto');
  assert.equal(parseSlowdownSetting(''), 'auto');
  assert.equal(parseSlowdownSetting('auto'), 'auto');
  assert.equal(parseSlowdownSetting('4'), 4);
  assert.equal(parseSlowdownSetting('2.5'), 2.5);
  for (const bad of ['0.5', '21', 'fast', '4x'])
    assert.throws(() => parseSlowdownSetting(bad), /LIGHTHOUSE_CPU_SLOWDOWN/);
});
