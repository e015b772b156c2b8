import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { RunStateBody } from '@ordo/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import type { LiveStatus } from '../connection/live-connection.ts';
import { NOW, runState, runningAt } from '../test/run-state.ts';
import { StageScreen } from './stage-screen.tsx';

function renderStage(
  state: RunStateBody | null,
  status: LiveStatus = 'live',
  now = NOW,
  extra: Partial<ComponentProps<typeof StageScreen>> = {},
) {
  return renderWithProviders(
    <StageScreen
      status={status}
      state={state}
      serverNow={() => now}
      meetingTitle="Team day"
      {...extra}
    />,
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

  it.each([
    [150_000, 'running'],
    [120_000, 'warning'],
    [30_000, 'red'],
    [-1_000, 'overtime'],
  ])("follows the meeting's thresholds: %d ms left is %s", (left, phase) => {
    const warnings = { unit: 'minutes', amber: 2, red: 0.5 } as const;
    renderStage(runningAt(1, left), 'live', NOW, { warnings });
    expect(stage().dataset.phase).toBe(phase);
    expect(screen.getByTestId('countdown').dataset.tone).toBe(
      phase === 'running' ? 'normal' : phase,
    );
  });

  it('counts down to the start, then says it is starting soon', () => {
    const startsAt = NOW + 754_000;
    const { unmount } = renderStage(runState(), 'live', NOW, { startsAt });
    expect(text('stage-idle')).toBe('Starts in 12:34');
    unmount();
    renderStage(runState(), 'live', startsAt + 5_000, { startsAt });
    expect(text('stage-idle')).toBe('Starting soon');
  });

  it('says the day and time of a start more than a day away, in the meeting zone', () => {
    const startsAt = Date.UTC(2027, 0, 8, 8, 0);
    renderStage(runState(), 'live', Date.UTC(2027, 0, 4, 7, 30), {
      startsAt,
      timeZone: 'Europe/Paris',
    });
    expect(text('stage-idle')).toBe('Starts on Friday 8 January at 09:00');
  });

  it('shows the time left alone in the clock layout, the message still beside it', () => {
    renderStage(
      runningAt(1, 600_000, { message: { text: 'Please wrap up', flash: false, sentAt: NOW } }),
      'live',
      NOW,
      { layout: 'clock' },
    );
    expect(stage().dataset.layout).toBe('clock');
    expect(text('countdown')).toBe('10:00');
    expect(text('stage-message')).toBe('Please wrap up');
    for (const id of ['current-title', 'stage-next', 'current-speakers']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });

  it('shows the time of day in the clock layout before the start, in the meeting zone', () => {
    const startsAt = Date.UTC(2027, 0, 4, 8, 0);
    renderStage(runState(), 'live', Date.UTC(2027, 0, 4, 7, 30), {
      layout: 'clock',
      startsAt,
      timeZone: 'Europe/Paris',
    });
    expect(text('stage-time-of-day')).toBe('08:30');
    expect(text('stage-idle')).toBe('Starts in 30:00');
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('fades the connected badge, never the reconnecting one', () => {
    const { unmount } = renderStage(runningAt(1, 60_000));
    expect(screen.getByTestId('connection-badge').hasAttribute('data-fade')).toBe(true);
    unmount();
    renderStage(runningAt(1, 60_000), 'reconnecting');
    expect(screen.getByTestId('connection-badge').hasAttribute('data-fade')).toBe(false);
  });

  it('says Offline while the device has no network, and does not fade it', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderStage(runningAt(1, 300_000), 'live', NOW + 60_000);
      expect(text('connection-badge')).toBe('Offline');
      expect(screen.getByTestId('connection-badge').hasAttribute('data-fade')).toBe(false);
      // It keeps counting from what it knows.
      expect(text('countdown')).toBe('4:00');
    } finally {
      onLine.mockRestore();
    }
  });

  it('switches its language from its corner without a reload', async () => {
    renderStage(runningAt(1, 600_000));
    expect(text('stage-next')).toBe('Next: Wrap-up');
    try {
      await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
      expect(await screen.findByText('Ensuite : Wrap-up')).toBeVisible();
      expect(screen.getByTestId('countdown').getAttribute('aria-label')).toBe('Reste 10:00');
      expect(text('connection-badge')).toBe('Connecté');
    } finally {
      await i18n.changeLanguage('en');
      localStorage.clear();
    }
  });
});
