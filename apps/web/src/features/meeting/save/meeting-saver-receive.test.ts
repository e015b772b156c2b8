import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meeting, UpdateMeeting } from '@ordo/contract';
import { ApiError } from '../../../api/errors.ts';
import { meetingFixture } from '../../insight/insight-fixtures.ts';
import { MeetingSaver } from './meeting-saver.ts';

const base = 'Retro\n\n# Check-in\n: 10\n\n# Actions\n: 10\n';

/**
 * A saver whose "server" applies each PUT on top of `server`, answers 409 with what it holds
 * when the PUT's base version is not its own (as the API does), and remembers what it got.
 */
function setup() {
  let server = meetingFixture({ content: base, version: 3 });
  const sent: UpdateMeeting[] = [];
  const saver = new MeetingSaver(server, async (_uuid, input) => {
    sent.push(input);
    if (input.baseVersion !== server.version) {
      throw new ApiError('VERSION_CONFLICT', 'Changed meanwhile', 409, { current: server });
    }
    server = {
      ...server,
      ...input,
      content: input.content ?? server.content,
      version: server.version + 1,
    } as Meeting;
    return server;
  });
  /** Someone else's change stored on the server (a teammate's save, co-editing persisting). */
  const elsewhere = (change: Partial<Meeting>) => {
    server = { ...server, ...change, version: server.version + 1 };
    return server;
  };
  return { saver, sent, elsewhere };
}

describe("a teammate's save reaching an open editor", () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows their text at once when nothing here is unsaved', () => {
    const { saver, sent, elsewhere } = setup();
    saver.receive(elsewhere({ content: base.replace('Check-in\n: 10', 'Check-in\n: 15') }));
    const state = saver.getState();
    expect(state.draft.content).toContain(': 15');
    expect(state.server.version).toBe(4);
    expect(state.externalRevision).toBe(1);
    expect(sent).toEqual([]);
  });

  it('ignores an announcement of a version it already has (its own save)', () => {
    const { saver } = setup();
    saver.receive(meetingFixture({ content: 'Older', version: 3 }));
    expect(saver.getState().draft.content).toBe(base);
  });
});

describe('saving beside the shared text', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('writes text edits into the shared text and never sends the text in a PUT', async () => {
    vi.useFakeTimers();
    const { saver, sent } = setup();
    const written: string[] = [];
    saver.attachText({ write: (content) => written.push(content) }, base);
    saver.edit({ content: `${base}\n# Close\n: 5\n`, fridge: ['# Energizer\n: 5'] });
    await vi.runAllTimersAsync();
    expect(written).toEqual([`${base}\n# Close\n: 5\n`]);
    expect(sent).toEqual([{ baseVersion: 3, fridge: ['# Energizer\n: 5'] }]);
  });

  it('reads "saving" until the server has stored the person\'s typing', () => {
    const { saver } = setup();
    saver.attachText({ write: () => undefined }, base);
    saver.textChanged(`${base}!`, false);
    expect(saver.dirty).toBe(false);
    saver.textChanged(`${base}!?`, true);
    expect(saver.dirty).toBe(true);
    saver.persisted(4, '2026-01-01T10:00:00.000Z');
    expect(saver.dirty).toBe(false);
    expect(saver.getState().server.version).toBe(4);
    expect(saver.getState().draft.content).toBe(`${base}!?`);
  });

  it('still reads "saving" when the store the server reports missed the last keystroke', () => {
    const { saver } = setup();
    saver.attachText({ write: () => undefined }, base);
    saver.textChanged(`${base}!`, true);
    // The server read the text before this keystroke arrived: the version moves, the work is
    // not stored yet.
    saver.persisted(4, '2026-01-01T10:00:00.000Z', false);
    expect(saver.dirty).toBe(true);
    expect(saver.getState().server.version).toBe(4);
    saver.persisted(5, '2026-01-01T10:00:01.000Z', true);
    expect(saver.dirty).toBe(false);
    expect(saver.getState().server.version).toBe(5);
  });

  it('keeps a fridge change when co-editing moved the version meanwhile, and sends it again', async () => {
    vi.useFakeTimers();
    const { saver, sent, elsewhere } = setup();
    saver.attachText({ write: () => undefined }, base);
    // The server stored someone's typing (version 4) before this person's PUT went out.
    elsewhere({ content: `${base}x` });
    saver.edit({ fridge: ['# Energizer\n: 5'] });
    await vi.runAllTimersAsync();
    expect(sent.map((input) => input.baseVersion)).toEqual([3, 4]);
    expect(sent[1]).toEqual({ baseVersion: 4, fridge: ['# Energizer\n: 5'] });
    const state = saver.getState();
    expect(state.status).toBe('saved');
    expect(state.server.fridge).toEqual(['# Energizer\n: 5']);
    expect(state.draft.fridge).toEqual(['# Energizer\n: 5']);
  });

  it("takes a teammate's trash change and keeps this person's settings on top of it", async () => {
    vi.useFakeTimers();
    const { saver, sent, elsewhere } = setup();
    saver.attachText({ write: () => undefined }, base);
    saver.changeSettings({ startTime: '09:30' });
    const trash = [{ text: '# Old\n: 5', deletedAt: '2026-01-01T09:00:00.000Z' }];
    elsewhere({ trash });
    await vi.runAllTimersAsync();
    expect(sent.at(-1)).toMatchObject({ baseVersion: 4, settings: { startTime: '09:30' } });
    expect(saver.getState().draft.trash).toEqual(trash);
    expect(saver.getState().status).toBe('saved');
  });

  it('follows the stored text once co-editing stored it: the title in the header, the meeting others read', () => {
    const stored: Meeting[] = [];
    const saver = new MeetingSaver(
      meetingFixture({ content: base, version: 3 }),
      async () => meetingFixture({}),
      (meeting) => stored.push(meeting),
    );
    saver.attachText({ write: () => undefined }, base);
    saver.textChanged(`Budget day\n> Agree on the **budget**\n${base}`, true);
    saver.persisted(4, '2026-01-01T10:00:00.000Z');
    expect(saver.getState().server).toMatchObject({
      version: 4,
      title: 'Budget day',
      objective: 'Agree on the **budget**',
    });
    expect(stored.map((meeting) => [meeting.version, meeting.title])).toEqual([[4, 'Budget day']]);
    saver.dispose();
  });
});
