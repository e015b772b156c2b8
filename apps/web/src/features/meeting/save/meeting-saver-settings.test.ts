import { afterEach, describe, expect, it } from 'vitest';
import type { Meeting, UpdateMeeting } from '@ordo/contract';
import { meetingFixture } from '../../insight/insight-fixtures.ts';
import { MeetingSaver } from './meeting-saver.ts';

afterEach(() => localStorage.clear());

describe('a settings change', () => {
  it('reads as unsaved from the moment it is made, and as saved once the server has it', async () => {
    const server = meetingFixture({ version: 3 });
    const sent: UpdateMeeting[] = [];
    let answer: (meeting: Meeting) => void = () => undefined;
    const saver = new MeetingSaver(server, (_uuid, input) => {
      sent.push(input);
      return new Promise<Meeting>((resolve) => (answer = resolve));
    });
    const heard: boolean[] = [];
    saver.subscribe(() => heard.push(saver.dirty));

    saver.changeSettings({ searchIndexing: true });
    // Before the PUT leaves (the next task), the header already has something to redraw.
    expect(heard).toEqual([true]);
    expect(saver.getState().status).toBe('saved');
    expect(sent).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ baseVersion: 3, settings: { searchIndexing: true } }]);
    expect(saver.getState().status).toBe('saving');

    answer({ ...server, version: 4, settings: { ...server.settings, searchIndexing: true } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saver.dirty).toBe(false);
    expect(saver.getState()).toMatchObject({ status: 'saved', server: { version: 4 } });
  });
});
