import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meeting, UpdateMeeting } from '@ordo/contract';
import { meetingFixture } from '../../insight/insight-fixtures.ts';
import { MeetingSaver } from './meeting-saver.ts';

const base = 'Retro\n\n# Check-in\n: 10\n\n# Actions\n: 10\n';

/** A saver whose "server" applies each PUT on top of `server` and remembers what it got. */
function setup() {
  let server = meetingFixture({ content: base, version: 3 });
  const sent: UpdateMeeting[] = [];
  const saver = new MeetingSaver(server, async (_uuid, input) => {
    sent.push(input);
    server = {
      ...server,
      ...input,
      content: input.content ?? server.content,
      version: server.version + 1,
    } as Meeting;
    return server;
  });
  const teammate = (content: string) => {
    server = { ...server, content, version: server.version + 1 };
    return server;
  };
  return { saver, sent, teammate };
}

describe("a teammate's save reaching an open editor", () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows their text at once when nothing here is unsaved', () => {
    const { saver, sent, teammate } = setup();
    const theirs = teammate(base.replace('Check-in\n: 10', 'Check-in\n: 15'));
    saver.receive(theirs);
    const state = saver.getState();
    expect(state.draft.content).toContain(': 15');
    expect(state.server.version).toBe(4);
    expect(state.externalRevision).toBe(1);
    expect(sent).toEqual([]);
  });

  it('merges their change with unsaved work here and saves both', async () => {
    vi.useFakeTimers();
    const { saver, sent, teammate } = setup();
    saver.edit({ content: base.replace('Actions\n: 10', 'Actions\n: 25') });
    const theirs = teammate(base.replace('Check-in\n: 10', 'Check-in\n: 15'));
    saver.receive(theirs);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ baseVersion: 4 });
    expect(sent[0]?.content).toContain('Check-in\n: 15');
    expect(sent[0]?.content).toContain('Actions\n: 25');
    expect(saver.getState().status).toBe('saved');
  });

  it('ignores an announcement of a version it already has (its own save)', () => {
    const { saver } = setup();
    saver.receive(meetingFixture({ content: 'Older', version: 3 }));
    expect(saver.getState().draft.content).toBe(base);
  });
});
