// The CPU slowdown that makes a Lighthouse mobile run on this machine stand for the device Lighthouse emulates.
//
// Lighthouse simulates the mobile device by multiplying the main-thread time it observes by a constant (4×). Its
// own documentation (docs/throttling.md, "Calibrating the CPU slowdown") says 4× is meant for a host whose
// benchmark index (its "CPU/Memory Power", measured by `computeBenchmarkIndex` in every run) is about 1,500, and
// to calibrate on any other host: the same build scored /dashboard 95 on one of our CI machines (index 1,260–2,030)
// and 74–82 on another (index 1,100–1,300), which says more about the machine than about the page. The multiplier
// for an index is the Lighthouse team's calculator (lighthouse-cpu-throttling-calculator, linked from that
// document): 3× at 1,300 and one more for every 233 above it (4× at 1,533, 6× at 2,000); 2× at 800; 1× at 150 and
// below. A faster machine gets more than 4×, a slower one less, so the score is the emulated device's on each.

/** Lighthouse's CPU slowdown for a host of this benchmark index (one decimal), per the calculator above. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  }
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = Math.max(1, 1 + (benchmarkIndex - 150) / 650);
  return Math.round(multiplier * 10) / 10;
}

/** The median of a list of numbers (the lower middle of an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('No values');
  const ordered = [...values].sort((a, b) => a - b);
  return ordered[Math.floor((ordered.length - 1) / 2)];
}

/**
 * `LIGHTHOUSE_CPU_SLOWDOWN`: `auto` (the default) calibrates from the machine's benchmark index before each run; a
 * number fixes the multiplier (`4` is Lighthouse's own default, uncalibrated). Anything else is refused.
 */
export function parseSlowdownSetting(value) {
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  const fixed = Number(value);
  if (!Number.isFinite(fixed) || fixed < 1 || fixed > 20) {
    throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be "auto" or a number from 1 to 20, not "${value}"`);
  }
  return fixed;
}
