import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPublicMarkdown } from '@ordo/agenda';
import type { PublicMeeting, PublicMeetingRoom, RunStateBody } from '@ordo/contract';
import { withServerHtml } from '../../test/public-meeting.ts';
import { readText } from '../../test/read-text.ts';
import { renderRoute } from '../../test/render.tsx';
import { initialLiveSnapshot } from '../live/connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../live/connection/use-live-run.ts';
import { inRooms, roomsRunState } from '../live/test/room-state.ts';
import { NOW } from '../live/test/run-state.ts';
import { roomChoiceStore, roomIn } from './room-choice.ts';

// The socket is tested with its module (live-connection tests, and against the real server);
// here, what the participant page shows of a run in rooms, and which room it joins.
let state: RunStateBody = inRooms();
const joins: (number | undefined)[] = [];
vi.mock('../live/connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions): LiveRun => {
    if (options.enabled) joins.push(options.room);
    return {
      ...initialLiveSnapshot,
      ...(options.enabled ? { status: 'live' as const, role: 'viewer' as const, state } : {}),
      serverNow: () => NOW,
      send: vi.fn(),
    };
  },
}));

const uuid = '3f1c2a9e-1111-4222-8333-444455556666';
const room = (
  index: number,
  name: string,
  host: string,
  description: string,
): PublicMeetingRoom => ({
  index,
  name,
  minutes: 25,
  hosts: [host],
  description,
  nameHtml: renderPublicMarkdown(name),
  descriptionHtml: renderPublicMarkdown(description),
  steps: [],
});
const sequence = (index: number, title: string, rooms?: PublicMeetingRoom[]) => ({
  index,
  title,
  optional: false,
  speakers: [],
  durationMinutes: 10,
  startMinute: index * 10,
  endMinute: index * 10 + 10,
  start: null,
  end: null,
  description: '',
  ...(rooms ? { rooms } : {}),
});
const meeting = (): PublicMeeting =>
  withServerHtml({
    uuid,
    title: 'Design day',
    objective: '',
    date: null,
    startTime: null,
    timeZone: 'Europe/Paris',
    language: 'en',
    lifecycle: 'live',
    schedule: { totalMinutes: 50, requiredMinutes: 50, optionalMinutes: 0, end: null },
    sequences: [
      sequence(0, 'Welcome'),
      sequence(1, 'Groups', [
        room(0, 'Budget', 'Ann', 'Pick three lines to cut'),
        room(1, 'Hiring', 'Bo', 'Draft the job ad'),
      ]),
      sequence(2, 'Wrap-up'),
    ],
    brandColor: null,
    hideBranding: false,
    indexable: false,
  });

beforeEach(() => {
  state = inRooms();
  joins.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/check')
        ? Response.json({ exists: true, requiresCode: false, codeValid: true })
        : Response.json(meeting()),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const text = (testId: string) => readText(screen.getByTestId(testId).textContent);

describe('the participant page during breakout rooms', () => {
  it('offers the rooms of the current sequence, then follows the one chosen', async () => {
    renderRoute(`/m/${uuid}`);
    const choices = await screen.findAllByTestId('public-room-choice');
    expect(choices.map((choice) => readText(choice.textContent))).toEqual([
      'BudgetHost: AnnPick three lines to cutJoin',
      'HiringHost: BoDraft the job adJoin',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Join Hiring' }));
    expect(text('public-room-name')).toBe('Hiring');
    expect(text('public-room-step')).toBe('Draft');
    expect(text('countdown')).toBe('15:00');
    // The socket joins again with the room, to get that room's messages; the choice is kept.
    expect(joins.at(-1)).toBe(1);
    expect(roomChoiceStore.read(uuid)).toEqual({ room: 1, sequence: 1 });
  });

  it('comes back to the room chosen before, which may be changed', async () => {
    roomChoiceStore.save(uuid, { room: 1, sequence: 1 });
    renderRoute(`/m/${uuid}`);
    expect(readText((await screen.findByTestId('public-room-name')).textContent)).toBe('Hiring');
    await userEvent.click(screen.getByTestId('public-room-change'));
    expect(await screen.findAllByTestId('public-room-choice')).toHaveLength(2);
    expect(roomChoiceStore.read(uuid)).toBeNull();
  });

  it("a room's link chooses it, and its messages and the plenary's show", async () => {
    state = inRooms({
      message: { text: 'Coffee is here', flash: false, sentAt: NOW },
      patchRooms: [{ message: { text: 'Three lines only', flash: false, sentAt: NOW } }],
    });
    renderRoute(`/m/${uuid}?room=0`);
    expect(readText((await screen.findByTestId('public-room-name')).textContent)).toBe('Budget');
    expect(joins.at(-1)).toBe(0);
    expect(text('public-room-message')).toBe('Three lines only');
    expect(text('public-plenary-message')).toBe('To everyone: Coffee is here');
  });

  it('shows the recall as the stage does, chosen room or not', async () => {
    state = inRooms({ recall: { sentAt: NOW - 15_000, endsAt: NOW + 105_000 } });
    renderRoute(`/m/${uuid}`);
    const recall = await screen.findByTestId('public-recall');
    expect(readText(recall.textContent)).toBe('Back in plenary in1:45');
  });

  it('offers no room outside the rooms’ sequence', async () => {
    state = roomsRunState({ status: 'running', runId: 'r', currentIndex: 0, startedAt: NOW });
    renderRoute(`/m/${uuid}?room=1`);
    expect(await screen.findByRole('heading', { name: 'Design day' })).toBeVisible();
    expect(screen.queryByTestId('public-room-panel')).toBeNull();
  });
});

describe('roomIn', () => {
  it.each([
    [{ room: 1, sequence: null }, 1, 3, 1],
    [{ room: 1, sequence: 1 }, 1, 3, 1],
    [{ room: 1, sequence: 4 }, 1, 3, null],
    [{ room: 5, sequence: null }, 1, 3, null],
    [null, 1, 3, null],
  ] as const)('%o in sequence %i with %i rooms → %o', (choice, current, count, expected) => {
    expect(roomIn(choice, current, count)).toBe(expected);
  });
});
