import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Prints, for each journey that fails, when each of its steps started and how long it took,
 * fixtures' set-up and tear-down included. A journey that fails once in many runs on a loaded
 * machine is understood from CI's log or not at all, and a timeout alone does not say which step
 * ate the budget (stop 38: "Tearing down context exceeded the test timeout" after a journey that
 * takes 5 s on its own).
 */
export default class FailedStepsReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const start = result.startTime.getTime();
    const lines = result.steps.flatMap((step) => describe(step, start, 0));
    console.log(
      `\n===== steps of "${test.title}" (${result.status}, ${result.duration} ms) =====\n` +
        lines.join('\n'),
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** One line per step: its start after the journey's, its duration, and its title, indented. */
function describe(step: TestStep, journeyStart: number, depth: number): string[] {
  const offset = step.startTime.getTime() - journeyStart;
  const line = `${String(offset).padStart(7)} ms +${String(step.duration).padStart(6)} ms  ${'  '.repeat(depth)}${step.title}${step.error ? '  ✘' : ''}`;
  // Expectations and actions inside a fixture or a hook are one level down; deeper is noise.
  const children =
    depth < 2 ? step.steps.flatMap((child) => describe(child, journeyStart, depth + 1)) : [];
  return [line, ...children];
}
