import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { deriveRun, parseAgenda, runAgendaOf, runStatistics, type RunLogEntry } from '@ordo/agenda';
import type { RunSummary } from '@ordo/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { readText } from '../../test/read-text.ts';
import { SequenceTable } from './sequence-table.tsx';

const minute = 60_000;
const agenda = runAgendaOf(
  parseAgenda(
    [
      '# Groups',
      ': 20',
      '## Blue',
      '### Read',
      ': 5',
      '### Vote',
      ': 15',
      '## Green',
      ': 20',
      '# Wrap-up',
      ': 10',
    ].join('\n'),
  ).agenda,
);

/**
 * A finished run as the engine measures it: Blue read for 8 minutes then voted for 10, Green ran
 * its 20 minutes to the recall; the plenary moved on at 22 minutes and finished at 32.
 */
function finishedRun(): RunSummary {
  const log: RunLogEntry[] = [
    { command: { type: 'start', runId: 'r1' }, at: 0 },
    { command: { type: 'next', room: 0 }, at: 8 * minute },
    { command: { type: 'recall', minutes: 0 }, at: 18 * minute },
    { command: { type: 'next' }, at: 22 * minute },
    { command: { type: 'finish' }, at: 32 * minute },
  ];
  const stats = runStatistics(deriveRun(log, agenda, 32 * minute));
  return {
    runId: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
    startedAt: 0,
    finishedAt: 32 * minute,
    startDelayMs: null,
    totalPlannedMs: stats.totalPlannedMs,
    totalActualMs: stats.totalActualMs,
    skippedPlannedMs: stats.skippedPlannedMs,
    optionalNotRunPlannedMs: stats.optionalNotRunPlannedMs,
    sequences: stats.sequences.map((sequence) => ({ ...sequence, startedAt: null })),
  };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => readText(cell.textContent));

describe('Insight per breakout room', () => {
  it('lists each room and each of its steps, planned against actual, under its sequence', async () => {
    renderWithProviders(<SequenceTable run={finishedRun()} />);
    const rooms = await screen.findAllByTestId('insight-room-row');
    expect(rooms.map(cells)).toEqual([
      ['', 'BlueBreakout room', '20 min', '18 min', '-2 min'],
      ['', 'GreenBreakout room', '20 min', '18 min', '-2 min'],
    ]);
    // Green has no steps of its own: its one step would only repeat its row.
    expect(screen.getAllByTestId('insight-step-row').map(cells)).toEqual([
      ['', 'Read', '5 min', '8 min', '+3 min'],
      ['', 'Vote', '15 min', '10 min', '-5 min'],
    ]);
  });

  it('folds a sequence’s rooms away and back', async () => {
    renderWithProviders(<SequenceTable run={finishedRun()} />);
    const toggle = await screen.findByRole('button', { name: '2 rooms' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.queryAllByTestId('insight-room-row')).toHaveLength(0);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getAllByTestId('insight-room-row')).toHaveLength(2);
  });
});
