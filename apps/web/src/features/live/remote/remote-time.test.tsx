import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { theme } from '../../../app/theme.ts';
import type { MeetingClock } from '../components/meeting-clock.ts';
import { NOW, runningAt } from '../test/run-state.ts';
import { RemoteScreen } from './remote-screen.tsx';
import { readText } from '../../../test/read-text.ts';

type Send = (command: RunCommandInput) => Promise<LiveCommandAck>;

// NOW is 08:00 UTC on 15 January 2027: 09:00 in Paris.
const PARIS: MeetingClock = { timeZone: 'Europe/Paris', meetingZone: true };
const minute = 60_000;

function renderRemote(state: RunStateBody, clock?: MeetingClock) {
  const sent = vi.fn<Send>(async () => ({ ok: true, state }));
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <RemoteScreen status="live" state={state} serverNow={() => NOW} send={sent} clock={clock} />
    </MantineProvider>,
  );
  return sent;
}

const commands = (sent: ReturnType<typeof renderRemote>) => sent.mock.calls.map(([c]) => c);

describe('remote time controls', () => {
  it('adds and removes one or five minutes', async () => {
    const sent = renderRemote(runningAt(1, 10 * minute));
    for (const id of [
      'remote-remove-five',
      'remote-remove-minute',
      'remote-add-minute',
      'remote-add-five',
    ]) {
      await userEvent.click(screen.getByTestId(id));
    }
    expect(commands(sent)).toEqual([-5, -1, 1, 5].map((minutes) => ({ type: 'addTime', minutes })));
    expect(screen.getByRole('button', { name: 'Add 5 minutes' })).toBeVisible();
  });

  it('sets the time left: the field starts at what is left, Enter sends the new one', async () => {
    const sent = renderRemote(runningAt(1, 754_000));
    await userEvent.click(screen.getByTestId('remote-time-left'));
    const input = await screen.findByTestId('time-left-input');
    expect((input as HTMLInputElement).value).toBe('12:34');
    await userEvent.clear(input);
    await userEvent.type(input, '3.30{Enter}');
    expect(commands(sent)).toEqual([{ type: 'setTimeLeft', seconds: 210 }]);
    await waitFor(() => expect(screen.queryByTestId('time-dialog')).toBeNull());
  });

  it('ends at a time on the meeting clock, and says it is the meeting’s', async () => {
    const sent = renderRemote(runningAt(1, 10 * minute), PARIS);
    await userEvent.click(screen.getByTestId('remote-end-at'));
    const dialog = await screen.findByTestId('time-dialog');
    expect(within(dialog).getByText('In the meeting’s time zone: Europe/Paris')).toBeVisible();
    const input = within(dialog).getByTestId('end-at-input') as HTMLInputElement;
    expect(input.value).toBe('09:10');
    await userEvent.clear(input);
    await userEvent.type(input, '09:25{Enter}');
    expect(commands(sent)).toEqual([{ type: 'endAt', at: NOW + 25 * minute }]);
  });

  it('says so when it reads the phone’s clock', async () => {
    renderRemote(runningAt(1, 10 * minute));
    await userEvent.click(screen.getByTestId('remote-end-at'));
    expect(await screen.findByText(/^In this device’s time zone: /)).toBeVisible();
  });

  it('keeps the time controls off before the start', () => {
    renderRemote({ ...runningAt(0, 0), status: 'idle' });
    for (const id of ['remote-add-five', 'remote-time-left', 'remote-end-at']) {
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('remote time dialog and the run', () => {
  it('closes when the run finishes, and does not come back with the next run', async () => {
    const send: Send = async () => ({ ok: true, state: runningAt(1, minute) });
    const screenOf = (state: RunStateBody) => (
      <MantineProvider theme={theme}>
        <RemoteScreen status="live" state={state} serverNow={() => NOW} send={send} />
      </MantineProvider>
    );
    const { rerender } = render(screenOf(runningAt(1, 10 * minute)));
    await userEvent.click(screen.getByTestId('remote-time-left'));
    await screen.findByTestId('time-dialog');
    rerender(screenOf({ ...runningAt(1, 0), status: 'finished', finishedAt: NOW }));
    await waitFor(() => expect(screen.queryByTestId('time-dialog')).toBeNull());
    rerender(screenOf(runningAt(0, 10 * minute)));
    // A modal opens after its transition: give it the time to, were it coming back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByTestId('time-dialog')).toBeNull();
  });
});

describe('remote agenda: projected times', () => {
  it('shows when each sequence to come starts, skipped ones without a time', async () => {
    // Welcome has 5 minutes left; Retro (30 min) skipped; Wrap-up (5 min) then.
    const base = runningAt(0, 5 * minute);
    renderRemote(
      {
        ...base,
        sequences: base.sequences.map((s) => (s.index === 1 ? { ...s, skipped: true } : s)),
      },
      PARIS,
    );
    await userEvent.click(screen.getByTestId('remote-agenda-open'));
    const agenda = await screen.findByTestId('remote-agenda');
    const starts = within(agenda).getAllByTestId('remote-agenda-start');
    expect(starts.map((s) => readText(s.textContent))).toEqual(['Projected start 09:0509:05']);
    expect(readText(within(agenda).getByTestId('remote-agenda-end').textContent)).toBe(
      'until 09:05',
    );
    expect(readText(within(agenda).getByTestId('remote-projected-end').textContent)).toBe(
      'Projected end: 09:10',
    );
    expect(readText(within(agenda).getByTestId('remote-time-zone').textContent)).toBe(
      'Times in Europe/Paris',
    );
  });
});
