import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { theme } from '../../../app/theme.ts';
import type { LiveStatus } from '../connection/live-connection.ts';
import { NOW, runState, runningAt } from '../test/run-state.ts';
import { RemoteScreen } from './remote-screen.tsx';
import { readText } from '../../../test/read-text.ts';

type Send = (command: RunCommandInput) => Promise<LiveCommandAck>;

function renderRemote(state: RunStateBody | null, status: LiveStatus = 'live', send?: Send) {
  const sent = vi.fn<Send>(send ?? (async () => ({ ok: true, state: state ?? runState() })));
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <RemoteScreen status={status} state={state} serverNow={() => NOW} send={sent} />
    </MantineProvider>,
  );
  return sent;
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('RemoteScreen', () => {
  it('skips a sequence still to come from the agenda, with the new end and an Undo', async () => {
    const sent = renderRemote(runningAt(0, 300_000));
    await userEvent.click(button('remote-agenda-open'));
    const agenda = await screen.findByTestId('remote-agenda');
    // Welcome has 5 of its 10 minutes left, then Retro 30 and Wrap-up 5.
    const end = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    expect(readText(within(agenda).getByTestId('remote-projected-end').textContent)).toBe(
      `Projected end: ${end.format(NOW + 40 * 60_000)}`,
    );
    // The current sequence is left with Next, not skipped.
    expect(within(agenda).queryByRole('button', { name: /^Skip sequence 1:/ })).toBeNull();
    await userEvent.click(within(agenda).getByRole('button', { name: 'Skip sequence 2: Retro' }));
    expect(sent).toHaveBeenLastCalledWith({ type: 'skip', index: 1, skipped: true });
    expect(readText((await screen.findByTestId('skip-notice')).textContent)).toBe(
      '“Retro” is skipped.',
    );
    await userEvent.click(screen.getByTestId('skip-undo'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'skip', index: 1, skipped: false });
  });

  it('says skipping waits for the start', async () => {
    renderRemote(runState());
    await userEvent.click(button('remote-agenda-open'));
    const agenda = await screen.findByTestId('remote-agenda');
    expect(within(agenda).getByText('Start the event to skip sequences.')).toBeVisible();
    expect(within(agenda).queryAllByTestId('skip-toggle')).toEqual([]);
    expect(within(agenda).getAllByTestId('remote-agenda-row')).toHaveLength(3);
  });

  it('offers Start before the event and says why the rest waits', async () => {
    const sent = renderRemote(runState());
    expect(readText(screen.getByTestId('remote-status').textContent)).toBe('Not started yet');
    for (const id of ['remote-previous', 'remote-pause', 'remote-add-minute']) {
      expect(button(id).disabled).toBe(true);
    }
    expect(readText(screen.getByTestId('remote-why').textContent)).toBe('Start the event first.');
    await userEvent.click(button('remote-start'));
    expect(sent).toHaveBeenCalledWith({ type: 'start' });
  });

  it('shows what runs now and sends Next, Pause and one more minute', async () => {
    const sent = renderRemote(runningAt(1, 754_000));
    expect(readText(screen.getByTestId('current-title').textContent)).toBe('Retro');
    expect(readText(screen.getByTestId('countdown').textContent)).toBe('12:34');
    expect(readText(screen.getByTestId('remote-next-up').textContent)).toBe('Next: Wrap-up');
    await userEvent.click(button('remote-next'));
    await userEvent.click(button('remote-pause'));
    await userEvent.click(button('remote-add-minute'));
    await userEvent.click(button('remote-remove-minute'));
    expect(sent.mock.calls.map(([command]) => command)).toEqual([
      { type: 'next' },
      { type: 'pause' },
      { type: 'addTime', minutes: 1 },
      { type: 'addTime', minutes: -1 },
    ]);
  });

  it('cannot go back from the first sequence, and finishes from the last', () => {
    renderRemote(runningAt(0, 60_000));
    expect(button('remote-previous').disabled).toBe(true);
    expect(readText(screen.getByTestId('remote-why').textContent)).toBe(
      'This is the first sequence.',
    );
    expect(button('remote-next').disabled).toBe(false);
  });

  it('labels Next as Finish on the last sequence', () => {
    renderRemote(runningAt(2, 60_000));
    expect(readText(button('remote-next').textContent)).toBe('Finish');
  });

  it('resumes a paused run', async () => {
    const sent = renderRemote(runningAt(1, 60_000, { status: 'paused', pausedAt: NOW }));
    expect(readText(button('remote-pause').textContent)).toBe('Resume');
    await userEvent.click(button('remote-pause'));
    expect(sent).toHaveBeenCalledWith({ type: 'resume' });
  });

  it('waits for the connection with every button off', () => {
    renderRemote(runningAt(1, 60_000), 'reconnecting');
    for (const id of ['remote-next', 'remote-previous', 'remote-pause', 'remote-blackout']) {
      expect(button(id).disabled).toBe(true);
    }
    expect(readText(screen.getByTestId('remote-why').textContent)).toBe(
      'Waiting for the connection…',
    );
  });

  it('says a refusal in plain words', async () => {
    renderRemote(runningAt(1, 60_000), 'live', async () => ({
      ok: false,
      error: { code: 'INVALID_TRANSITION', message: 'no' },
    }));
    await userEvent.click(button('remote-next'));
    expect(await screen.findByText('The run cannot do this right now.')).toBeVisible();
  });

  it('sends a preset message, translated, and a blackout', async () => {
    const sent = renderRemote(runningAt(1, 60_000));
    await userEvent.click(button('remote-message-open'));
    await userEvent.click(await screen.findByTestId('preset-wrapUp'));
    expect(sent).toHaveBeenCalledWith({ type: 'message', text: 'Please wrap up', flash: false });
    await userEvent.click(button('remote-blackout'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'blackout', on: true });
  });

  it('sends a typed, flashing message and clears the one on stage', async () => {
    const state = runningAt(1, 60_000, { message: { text: 'Old', flash: false, sentAt: NOW } });
    const sent = renderRemote(state);
    expect(readText(screen.getByTestId('remote-message').textContent)).toBe('On stage: Old');
    await userEvent.click(button('remote-message-open'));
    await userEvent.type(await screen.findByLabelText('Your message'), 'Mics off');
    await userEvent.click(screen.getByLabelText('Flash the message'));
    await userEvent.click(button('message-send'));
    expect(sent).toHaveBeenCalledWith({ type: 'message', text: 'Mics off', flash: true });
    await waitFor(() => expect(screen.queryByTestId('message-send')).toBeNull());
    await userEvent.click(button('remote-message-open'));
    await userEvent.click(await screen.findByTestId('message-clear'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'message', text: null });
  });
});
