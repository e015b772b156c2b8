import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { theme } from '../../../app/theme.ts';
import { readText } from '../../../test/read-text.ts';
import { inRooms, roomsRunState } from '../test/room-state.ts';
import { NOW } from '../test/run-state.ts';
import { RoomRemoteScreen } from './room-remote-screen.tsx';
// The screen loads its message sheet when first opened: loaded with the file, not in a test's time.
import './message-sheet.tsx';

type Send = (command: RunCommandInput) => Promise<LiveCommandAck>;

function renderRemote(state: RunStateBody | null, room: number, send?: Send) {
  const sent = vi.fn<Send>(send ?? (async () => ({ ok: true, state: state ?? roomsRunState() })));
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <RoomRemoteScreen status="live" state={state} room={room} serverNow={() => NOW} send={sent} />
    </MantineProvider>,
  );
  return sent;
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const text = (testId: string) => readText(screen.getByTestId(testId).textContent);

describe('a room host’s remote', () => {
  it("shows its room's step, time left and steps, and sends every command with its room", async () => {
    const sent = renderRemote(inRooms({ steps: [0, 1], leftMs: [240_000, 300_000] }), 1);
    expect(text('room-remote-name')).toBe('Hiring');
    expect(text('current-title')).toBe('Review');
    expect(text('countdown')).toBe('5:00');
    const steps = screen.getAllByTestId('room-step');
    expect(steps.map((step) => readText(step.textContent))).toEqual([
      'Draft20 min',
      'Review10 min',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    // On the last step, "next" ends the room.
    expect(button('remote-next').textContent).toBe('End the room');
    await userEvent.click(button('remote-next'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'next', room: 1 });
    await userEvent.click(button('remote-previous'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'previous', room: 1 });
    await userEvent.click(button('remote-pause'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'pause', room: 1 });
    await userEvent.click(button('remote-add-minute'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'addTime', minutes: 1, room: 1 });
  });

  it('messages its room only, in a sheet named for the room', async () => {
    const sent = renderRemote(inRooms(), 0);
    await userEvent.click(button('remote-message-open'));
    expect(await screen.findByRole('dialog', { name: 'Message to the room' })).toBeVisible();
    await userEvent.click(screen.getByTestId('preset-fiveMinutes'));
    expect(sent).toHaveBeenLastCalledWith({
      type: 'message',
      text: '5 minutes left',
      flash: false,
      room: 0,
    });
  });

  it('resumes a paused room with the same button', async () => {
    const sent = renderRemote(inRooms({ patchRooms: [{ status: 'paused', pausedAt: NOW }] }), 0);
    expect(text('remote-paused')).toBe('Paused');
    await userEvent.click(button('remote-pause'));
    expect(sent).toHaveBeenLastCalledWith({ type: 'resume', room: 0 });
  });

  it('waits, saying which sequence the room starts with, before the rooms', () => {
    renderRemote(roomsRunState({ status: 'running', runId: 'r', currentIndex: 0 }), 0);
    expect(text('remote-status')).toBe('Your room starts with Groups');
    expect(button('remote-next').disabled).toBe(true);
    expect(button('remote-pause').disabled).toBe(true);
    expect(button('remote-message-open').disabled).toBe(true);
    expect(text('remote-why')).toBe('The buttons work once your room runs.');
    // No plenary control for a room's token.
    expect(screen.queryByTestId('remote-start')).toBeNull();
    expect(screen.queryByTestId('remote-blackout')).toBeNull();
  });

  it('shows the recall, then "Back to plenary" with its buttons off', () => {
    const recall = { sentAt: NOW - 15_000, endsAt: NOW + 105_000 };
    renderRemote(inRooms({ recall }), 0);
    expect(text('room-remote-recall')).toBe('Back in plenary in');
    expect(text('countdown')).toBe('1:45');
  });

  it('says a room that is done is back to plenary', () => {
    renderRemote(inRooms({ patchRooms: [{ status: 'done' }] }), 0);
    expect(text('remote-status')).toBe('Back to plenary');
    expect(button('remote-next').disabled).toBe(true);
  });

  it('says plainly when its link is for another room (403 CONTROL_TOKEN_SCOPE)', async () => {
    renderRemote(inRooms(), 1, async () => ({
      ok: false,
      error: { code: 'CONTROL_TOKEN_SCOPE', message: 'This remote drives one breakout room only' },
    }));
    await userEvent.click(button('remote-next'));
    const alert = await screen.findByTestId('room-remote-scope');
    expect(readText(alert.textContent)).toContain(
      'This remote drives another room. Open the link made for this room.',
    );
  });

  it('says when the sequence has no room with its number', () => {
    renderRemote(inRooms(), 4);
    expect(text('remote-status')).toBe('The current sequence has no room with this number.');
  });
});
