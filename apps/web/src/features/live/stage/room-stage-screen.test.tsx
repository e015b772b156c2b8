import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RunStateBody } from '@ordo/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { inRooms, roomsRunState } from '../test/room-state.ts';
import { NOW } from '../test/run-state.ts';
import { roomNote } from './room-note.ts';
import { RoomStageScreen } from './room-stage-screen.tsx';
import { StageScreen } from './stage-screen.tsx';
import i18n from 'i18next';

function renderRoom(state: RunStateBody, room = 0, now = NOW) {
  return renderWithProviders(
    <RoomStageScreen status="live" state={state} room={room} serverNow={() => now} />,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('a room stage', () => {
  it("shows its room, its step, the step's countdown and the next step, in the stage's tones", () => {
    renderRoom(inRooms({ leftMs: [200_000, 600_000] }));
    expect(text('stage-room-name')).toBe('Budget · Groups');
    expect(text('current-title')).toBe('Read');
    expect(text('current-speakers')).toBe('Host: Ann');
    expect(text('countdown')).toBe('3:20');
    expect(text('stage-next')).toBe('Next: Decide');
    // 3:20 left of a 5-minute step is not amber yet: that comes in its last 2 minutes, as on the plenary stage.
    expect(screen.getByTestId('stage').dataset.phase).toBe('running');
  });

  it('follows its own room only: another room on another step shows its own', () => {
    const state = inRooms({ steps: [1, 0], leftMs: [60_000, 900_000] });
    const { unmount } = renderRoom(state, 0);
    expect(text('current-title')).toBe('Decide');
    expect(text('stage-next')).toBe('Last step');
    expect(screen.getByTestId('stage').dataset.phase).toBe('warning');
    unmount();
    renderRoom(state, 1);
    expect(text('current-title')).toBe('Draft');
    expect(text('countdown')).toBe('15:00');
  });

  it("shows the room's message and the plenary's, each in its own banner", () => {
    renderRoom(
      inRooms({
        message: { text: 'Coffee is here', flash: false, sentAt: NOW },
        patchRooms: [{ message: { text: 'Three lines only', flash: true, sentAt: NOW } }],
      }),
    );
    expect(text('room-message')).toBe('Three lines only');
    expect(text('plenary-message')).toBe('Coffee is here');
    expect(screen.getByTestId('countdown')).toBeVisible();
  });

  it('says "Paused" and freezes the step while the host pauses the room', () => {
    const paused = inRooms({
      leftMs: [120_000, 600_000],
      patchRooms: [{ status: 'paused', pausedAt: NOW }],
    });
    renderRoom(paused, 0, NOW + 60_000);
    expect(text('stage-paused')).toBe('Paused');
    expect(text('countdown')).toBe('2:00');
  });

  it('hands the screen to the recall, then says "Back to plenary"', () => {
    const recalled = inRooms({ recall: { sentAt: NOW - 15_000, endsAt: NOW + 105_000 } });
    const { unmount } = renderRoom(recalled);
    expect(text('stage-recall')).toBe('Back in plenary in');
    expect(text('countdown')).toBe('1:45');
    expect(screen.getByTestId('stage').dataset.roomStage).toBe('recall');
    unmount();
    renderRoom(recalled, 0, NOW + 106_000);
    expect(text('stage-status')).toBe('Back to plenary');
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('says in French when to come back', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderRoom(inRooms({ recall: { sentAt: NOW, endsAt: NOW + 120_000 } }));
      expect(text('stage-recall')).toBe('Retour en plénière dans');
      expect(text('countdown')).toBe('2:00');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("a room's address on the plenary stage", () => {
  const t = i18n.getFixedT('en');
  it.each([
    ['before the rooms', roomsRunState(), 1, 'Room: Hiring', 'label'],
    [
      'after the rooms',
      roomsRunState({ status: 'finished', finishedAt: NOW }),
      0,
      'Room: Budget',
      'label',
    ],
    [
      'a room the sequence lacks',
      inRooms(),
      5,
      'This address names no room of the current sequence: the plenary is shown.',
      'notice',
    ],
    [
      'not a number',
      roomsRunState(),
      null,
      'This address names no room of the current sequence: the plenary is shown.',
      'notice',
    ],
  ] as const)('%s', (_, state, room, shown, tone) => {
    const note = roomNote(t, state, room);
    expect(note).toEqual({ text: shown, tone });
    renderWithProviders(
      <StageScreen
        status="live"
        state={state}
        serverNow={() => NOW}
        meetingTitle="Day"
        note={note}
      />,
    );
    expect(text('stage-room-note')).toBe(shown);
  });

  it('the plenary stage itself has no note', () => {
    expect(roomNote(i18n.getFixedT('en'), roomsRunState(), undefined)).toBeNull();
  });
});
