/// <reference lib="dom" />
/**
 * Keystroke → timeline updated, at 10 (baseline), 100 and 1,000 sequences. Each sample is one
 * real key press in a duration line near the top (the worst case: every later time moves). The
 * clock starts at the page's keydown and stops at the timeline's `ordo:timeline-updated` mark
 * (React has committed the new times); "frame" also waits for the next animation frame, where
 * the browser lays out and paints. Prints median and p95; target: p95 ≤ 16 ms at 1,000.
 */
import { test } from '@playwright/test';

const SIZES = [10, 100, 1_000];
const SAMPLES = 80;
const WARM_UP = 10;

function agenda(sequences: number): string {
  const out = ['Benchmark meeting', '> Keep the timeline live', ''];
  for (let n = 0; n < sequences; n++) {
    out.push(
      n % 5 === 4 ? `/# Break ${n}` : `# Sequence ${n} **discuss** item`,
      ': 10',
      `@ Alice, Bob ${n % 7}`,
      `> Silent writing on ==topic== ${n}`,
      `Note ${n}`,
      '',
    );
  }
  return out.join('\n');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

type Window = typeof window & { benchKeydown: number };

test('keystroke to timeline', async ({ page }) => {
  const results: { size: number; input: number[]; commit: number[]; frame: number[] }[] = [];
  for (const size of SIZES) {
    const draft = {
      version: 1,
      content: agenda(size),
      fridge: [],
      trash: [],
      details: { date: null, startTime: '09:00' },
    };
    await page.addInitScript(
      (value) => localStorage.setItem('ordo.editor.draft', value),
      JSON.stringify(draft),
    );
    await page.goto('/meeting/editor');
    await page
      .getByTestId('editor-status')
      .filter({ hasText: `Sequences: ${size} ` })
      .waitFor();
    // The cursor goes to the end of the first duration line (`: 10`).
    await page
      .locator('.cm-line', { hasText: /^: 10$/ })
      .first()
      .click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      document.addEventListener(
        'keydown',
        () => ((window as Window).benchKeydown = performance.now()),
        true,
      );
    });
    const input: number[] = [];
    const commit: number[] = [];
    const frame: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      await page.keyboard.press(i % 2 === 0 ? '5' : 'Backspace');
      const timing = await page.evaluate(
        () =>
          new Promise<{ input: number; commit: number; frame: number }>((resolve) => {
            const started = (window as Window).benchKeydown;
            const check = () => {
              const mark = performance.getEntriesByName('ordo:timeline-updated').at(-1);
              const edit = performance.getEntriesByName('ordo:edit').at(-1);
              if (mark && edit && mark.startTime >= started) {
                const input = edit.startTime - started;
                requestAnimationFrame(() =>
                  resolve({
                    input,
                    commit: mark.startTime - started,
                    frame: performance.now() - started,
                  }),
                );
              } else {
                setTimeout(check, 0);
              }
            };
            check();
          }),
      );
      if (i >= WARM_UP) {
        input.push(timing.input);
        commit.push(timing.commit);
        frame.push(timing.frame);
      }
      await page.evaluate(() => performance.clearMarks());
    }
    results.push({ size, input, commit, frame });
    await page.evaluate(() => localStorage.clear());
  }
  const base = results[0];
  console.log(
    '\nsequences  text median  commit median   commit p95  frame median    frame p95  p95 ratio to 10',
  );
  for (const { size, input, commit, frame } of results) {
    const ratio = base ? percentile(commit, 95) / percentile(base.commit, 95) : Number.NaN;
    const cells = [
      percentile(input, 50),
      percentile(commit, 50),
      percentile(commit, 95),
      percentile(frame, 50),
      percentile(frame, 95),
    ].map((ms) => `${ms.toFixed(1)} ms`.padStart(12));
    console.log(
      `${String(size).padStart(9)}  ${cells.join('  ')}  ${ratio.toFixed(2).padStart(14)}`,
    );
  }
  const largest = results.at(-1);
  if (largest)
    console.log(
      `\nTarget p95 ≤ 16 ms at 1,000 sequences: ${percentile(largest.commit, 95) <= 16 ? 'met' : 'NOT met'}\n`,
    );
});
