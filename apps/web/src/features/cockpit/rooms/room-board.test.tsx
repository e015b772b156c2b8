import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { NOW } from '../cockpit-fixtures.ts';
import { connect, json, setUpCockpitHarness, show, uuid } from '../cockpit-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { readText } from '../../../test/read-text.ts';
import { roomsState } from './room-board-fixtures.ts';
import { RoomBoard } from './room-board.tsx';

vi.mock('../../live/connection/index.ts', () => import('../cockpit-live-double.ts'));
setUpCockpitHarness();

const minute = 60_000;
let sent: RunCommandInput[] = [];

/** The board alone, on `state` seen at `at`, recording the commands it sends. */
function showBoard(state: RunStateBody, at = NOW) {
  sent = [];
  const run = async (command: RunCommandInput): Promise<LiveCommandAck> => {
    sent.push(command);
    return { ok: true, state };
  };
  renderWithProviders(
    <RoomBoard uuid={uuid} state={state} rooms={state.rooms ?? []} now={at} run={run} />,
  );
}

async function card(index: number) {
  const board = await screen.findByTestId('room-board');
  const found = within(board)
    .getAllByTestId('room-card')
    .find((element) => element.getAttribute('data-room') === String(index));
  if (!found) throw new Error(`no card for room ${index}`);
  return within(found);
}

describe('the cockpit’s room board', () => {
  it('shows in the cockpit while the plenary clock keeps running', async () => {
    connect(roomsState());
    show();
    expect(await screen.findByTestId('room-board')).toBeVisible();
    // The plenary "Groups" (20 min) opened 8 minutes ago: its clock is still there.
    expect(readText(screen.getByTestId('countdown').textContent)).toContain('12:00');
  });

  it('shows every room’s step, hosts, time left and status', async () => {
    showBoard(roomsState());
    const blue = await card(0);
    expect(blue.getByText('Blue')).toBeVisible();
    expect(blue.getByText('Host: Ana')).toBeVisible();
    expect(blue.getByText('Step 2 of 3')).toBeVisible();
    expect(readText(blue.getByTestId('room-step').textContent)).toBe('Discuss');
    // Discuss (10 min) began 3 minutes ago.
    expect(readText(blue.getByTestId('room-time-left').textContent)).toBe('7:00');
    expect(readText(blue.getByTestId('room-status').textContent)).toBe('Running');
    const green = await card(1);
    expect(green.getByText('Hosts: Bob, Cleo')).toBeVisible();
    expect(readText(green.getByTestId('room-step').textContent)).toBe('Draft');
    // Draft (15 min) ran 7 minutes before the pause, and stands still since.
    expect(readText(green.getByTestId('room-time-left').textContent)).toBe('8:00');
    expect(readText(green.getByTestId('room-status').textContent)).toBe('Paused');
  });

  it.each([
    [6, 'warning', /left/],
    [8, 'overtime', /overtime/],
  ])('at %i min past now, a room’s time reads %s', async (later, tone, name) => {
    const at = NOW + later * minute;
    showBoard(roomsState([], at), at);
    const time = (await card(0)).getByTestId('room-time-left');
    expect(time.getAttribute('data-tone')).toBe(tone);
    expect(time.getAttribute('aria-label')).toMatch(name);
  });

  it('sends pause, resume, next step and a minute for one room only', async () => {
    showBoard(roomsState());
    const blue = await card(0);
    fireEvent.click(blue.getByRole('button', { name: 'Pause room' }));
    fireEvent.click(blue.getByRole('button', { name: 'Next step' }));
    fireEvent.click(blue.getByRole('button', { name: '+1\u00a0min' }));
    fireEvent.click((await card(1)).getByRole('button', { name: 'Resume room' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { type: 'pause', room: 0 },
        { type: 'next', room: 0 },
        { type: 'addTime', minutes: 1, room: 0 },
        { type: 'resume', room: 1 },
      ]),
    );
  });

  it('writes to one room only', async () => {
    showBoard(roomsState());
    fireEvent.click((await card(1)).getByRole('button', { name: 'Message this room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message for Green' });
    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: 'Five minutes' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent).toEqual([{ type: 'message', text: 'Five minutes', flash: false, room: 1 }]),
    );
  });

  it('writes to every room at once', async () => {
    showBoard(roomsState());
    fireEvent.click(await screen.findByRole('button', { name: 'Message all rooms' }));
    const all = await screen.findByRole('dialog', { name: 'Message for every room' });
    fireEvent.change(within(all).getByLabelText('Message'), { target: { value: 'Water' } });
    fireEvent.click(within(all).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ type: 'message', text: 'Water', flash: false }]));
  });

  it('calls everyone back in two minutes unless told otherwise', async () => {
    showBoard(roomsState());
    fireEvent.click(await screen.findByRole('button', { name: 'Call everyone back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call everyone back to plenary' });
    expect((within(dialog).getByLabelText('Minutes until plenary') as HTMLInputElement).value).toBe(
      '2',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call back' }));
    await waitFor(() => expect(sent).toEqual([{ type: 'recall', minutes: 2 }]));
  });

  const recall = [{ command: { type: 'recall' as const, minutes: 2 }, at: NOW }];

  it('counts down to plenary while a recall runs', async () => {
    const at = NOW + 15_000;
    showBoard(roomsState(recall, at), at);
    expect(readText((await screen.findByTestId('room-recall')).textContent)).toBe(
      'Back in plenary in 1:45',
    );
    // No room shows more than the recall leaves.
    expect(readText((await card(0)).getByTestId('room-time-left').textContent)).toBe('1:45');
  });

  it('says the plenary waits for Next once the recall has ended every room', async () => {
    const at = NOW + 3 * minute;
    showBoard(roomsState(recall, at), at);
    expect(readText((await screen.findByTestId('rooms-done')).textContent)).toContain(
      'press Next to go on to “Wrap-up”',
    );
    const blue = await card(0);
    expect(readText(blue.getByTestId('room-status').textContent)).toBe('Done');
    expect(readText((await card(1)).getByTestId('room-status').textContent)).toBe('Done');
    expect(blue.getByRole('button', { name: 'Next step' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('room-recall')).toBeNull();
  });

  it('makes a remote link for one room, scoped to it', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/control-tokens') && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return json({
            id: '5d0b7e5e-95a4-4b8e-8a3c-6f6c7e3c1b11',
            token: 'tok',
            url: `http://localhost/m/${uuid}/remote?room=0#t=tok`,
          });
        }
        if (url.endsWith('/control-tokens')) return json({ items: [] });
        return json({ title: 'x' });
      }),
    );
    showBoard(roomsState());
    fireEvent.click((await card(0)).getByRole('button', { name: 'Phone remote for this room' }));
    const remote = await screen.findByRole('dialog', { name: 'Phone remote for Blue' });
    await waitFor(() =>
      expect((within(remote).getByTestId('room-remote-url') as HTMLInputElement).value).toBe(
        `http://localhost/m/${uuid}/remote?room=0#t=tok`,
      ),
    );
    expect(posted).toEqual([{ name: 'Blue', room: 0 }]);
  });

  it('gives a room’s stage link, to open in a new tab', async () => {
    showBoard(roomsState());
    fireEvent.click((await card(1)).getByRole('button', { name: 'Stage for this room' }));
    const stage = await screen.findByRole('dialog', { name: 'Stage for Green' });
    expect((within(stage).getByTestId('room-stage-url') as HTMLInputElement).value).toBe(
      `${window.location.origin}/m/${uuid}/live?room=1`,
    );
    expect(
      within(stage)
        .getByRole('link', { name: /Open this room.s stage/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });
});
