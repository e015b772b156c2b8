import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RunStateBody } from '@ordo/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import type { LiveStatus } from '../connection/live-connection.ts';
import { NOW, runState, runningAt } from '../test/run-state.ts';
import { StageScreen } from './stage-screen.tsx';

function renderStage(state: RunStateBody | null, status: LiveStatus = 'live', now = NOW) {
  return renderWithProviders(
    <StageScreen status={status} state={state} serverNow={() => now} meetingTitle="Team day" />,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const stage = () => screen.getByTestId('stage');

describe('StageScreen', () => {
  it('shows the current sequence, its speakers, the countdown and what comes next', () => {
    renderStage(runningAt(1, 754_000));
    expect(text('countdown')).toBe('12:34');
    expect(text('current-title')).toBe('Retro');
    expect(text('current-speakers')).toBe('with Ana, Ben');
    expect(text('stage-next')).toBe('Next: Wrap-up');
    expect(text('stage-position')).toBe('Sequence 2 of 3');
    expect(stage().dataset.phase).toBe('running');
  });

  it.each([
    [90_000, 'warning', '1:30'],
    [5 * 60_000, 'warning', '5:00'],
    [-65_000, 'overtime', '−1:05Overtime'],
  ])('with %d ms left the stage turns %s', (left, phase, shown) => {
    renderStage(runningAt(1, left));
    expect(stage().dataset.phase).toBe(phase);
    expect(screen.getByTestId('countdown').dataset.tone).toBe(phase);
    expect(text('countdown')).toBe(shown);
  });

  it('says when the last sequence runs', () => {
    renderStage(runningAt(2, 60_000));
    expect(text('stage-next')).toBe('Last sequence');
  });

  it('freezes the countdown while paused and says so', () => {
    const paused = runningAt(1, 600_000, { status: 'paused', pausedAt: NOW });
    renderStage(paused, 'live', NOW + 120_000);
    expect(text('stage-paused')).toBe('Paused');
    expect(text('countdown')).toBe('10:00');
    expect(stage().dataset.phase).toBe('paused');
  });

  it('waits with the agenda title before the start', () => {
    renderStage(runState());
    expect(text('stage-idle')).toBe('Starting soon');
    expect(text('stage-meeting-title')).toBe('Team day');
    expect(text('stage-next')).toBe('First: Welcome');
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('thanks the room once the run is finished, and when the event ended', () => {
    const { unmount } = renderStage(runState({ status: 'finished', runId: 'r', finishedAt: NOW }));
    expect(text('stage-status')).toBe('Thank you');
    unmount();
    renderStage(runningAt(1, 60_000), 'ended');
    expect(screen.getByText('The event has ended')).toBeVisible();
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('shows the stage message in a row of its own, the countdown still whole beside it', () => {
    const { unmount } = renderStage(runningAt(1, 600_000));
    // Without a message the stage has no row for one (its layout: stage.module.css).
    expect(stage().hasAttribute('data-message')).toBe(false);
    unmount();
    renderStage(
      runningAt(1, 600_000, { message: { text: 'Please wrap up', flash: true, sentAt: NOW } }),
    );
    const message = screen.getByTestId('stage-message');
    const countdown = screen.getByTestId('countdown');
    expect(message.textContent).toBe('Please wrap up');
    expect(message.dataset.flash).toBe('true');
    // Nothing covers or dims the time left: it is read as before, only smaller.
    expect(countdown.textContent).toBe('10:00');
    expect(countdown.getAttribute('aria-label')).toBe('10:00 left');
    expect(message.contains(countdown) || countdown.contains(message)).toBe(false);
    expect(message.parentElement?.parentElement).toBe(stage());
    expect(stage().hasAttribute('data-message')).toBe(true);
    // The flash is the message's: the countdown has no animation of its own.
    expect(countdown.dataset.flash).toBeUndefined();
  });

  it('shows a message before the start too ("we begin in 5 minutes")', () => {
    renderStage(runState({ message: { text: 'We begin at 9:05', flash: false, sentAt: NOW } }));
    expect(text('stage-idle')).toBe('Starting soon');
    expect(text('stage-message')).toBe('We begin at 9:05');
  });

  it('goes black and shows nothing else during a blackout', () => {
    renderStage(
      runningAt(1, 600_000, { blackout: true, message: { text: 'Hi', flash: false, sentAt: NOW } }),
    );
    expect(stage().dataset.blackout).toBe('');
    for (const id of [
      'countdown',
      'current-title',
      'connection-badge',
      'stage-message',
      'stage-next',
    ]) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });

  it('keeps counting from the last state while reconnecting', () => {
    renderStage(runningAt(1, 300_000), 'reconnecting', NOW + 60_000);
    expect(text('countdown')).toBe('4:00');
    expect(screen.getByTestId('connection-badge').dataset.status).toBe('reconnecting');
    expect(text('connection-badge')).toBe('Reconnecting…');
  });

  it('says it is connecting before the first state', () => {
    renderStage(null, 'connecting');
    expect(screen.getByText('Connecting to the event…')).toBeVisible();
  });
});
