import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Device, LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import type { LiveRun } from '../live/connection/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { meetingFixture } from '../insight/insight-fixtures.ts';
import { CockpitPage } from './cockpit-page.tsx';
import { cockpitAgenda, NOW, runningFixture, stateFixture } from './cockpit-fixtures.ts';

// Pure rendering tests: the connection itself is tested with its module and end to end.
const live = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../live/connection/index.ts', () => ({
  useLiveRun: () => live.current,
  useServerTick: (serverNow: () => number) => serverNow(),
}));

const uuid = meetingFixture().uuid;
const minute = 60_000;
let sent: RunCommandInput[];
let answer: LiveCommandAck | null;

function connect(state: RunStateBody | null, extra: Partial<LiveRun> = {}) {
  live.current = {
    status: 'live',
    error: null,
    role: 'controller',
    state,
    devices: [],
    deviceId: null,
    offsetMs: 0,
    revoked: null,
    serverNow: () => NOW,
    send: async (command: RunCommandInput) => {
      sent.push(command);
      return answer ?? { ok: true, state: state ?? stateFixture() };
    },
    ...extra,
  } satisfies LiveRun;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answer = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/control-tokens')) return json({ items: [] });
      return json(meetingFixture({ content: cockpitAgenda }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(path = `/user/meeting/${uuid}/resume`) {
  const router = createMemoryRouter(
    [
      { path: '/user/meeting/:uuid/resume', element: <CockpitPage /> },
      { path: '/user/meeting/:uuid', element: <p>meeting page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

const key = (name: string, target: EventTarget = window) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });

describe('cockpit intro', () => {
  it('offers to start, says when it would end, and starts', async () => {
    connect(stateFixture());
    show();
    expect(await screen.findByText('Ready to start')).toBeVisible();
    expect(screen.getByText('4 sequences, 45 min planned.')).toBeVisible();
    expect(screen.getByTestId('cockpit-estimated-end').textContent).toMatch(
      /^Started now, it would end at \d\d:\d\d\.$/,
    );
    expect(screen.getAllByTestId('cockpit-sequence')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('cockpit-start'));
    await waitFor(() => expect(sent).toEqual([{ type: 'start' }]));
  });

  it('makes a phone remote link on demand', async () => {
    connect(stateFixture());
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/control-tokens') && init?.method === 'POST') {
        return json({
          id: '0b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
          token: 'tok',
          url: `http://localhost/m/${uuid}/remote#t=tok`,
        });
      }
      if (url.endsWith('/control-tokens')) return json({ items: [] });
      return json(meetingFixture({ content: cockpitAgenda }));
    });
    vi.stubGlobal('fetch', fetchMock);
    show();
    fireEvent.click(await screen.findByTestId('cockpit-create-remote'));
    expect(((await screen.findByTestId('cockpit-remote-link')) as HTMLInputElement).value).toBe(
      `http://localhost/m/${uuid}/remote#t=tok`,
    );
  });
});

describe('cockpit live view', () => {
  it('shows the current sequence, its clock, what comes next and the private notes', async () => {
    connect(runningFixture());
    show();
    expect((await screen.findByTestId('current-title')).textContent).toBe('What went well');
    expect(screen.getByTestId('cockpit-speakers').textContent).toBe('Ann, Bob');
    expect(screen.getByTestId('countdown').textContent).toContain('16:00');
    expect(screen.getByTestId('cockpit-next-title').textContent).toBe('Next: Energizer');
    expect(await screen.findByText('Timebox the stories.')).toBeVisible();
    expect(screen.getByTestId('cockpit-delay').textContent).toBe('On time');
  });

  it('counts the time spent instead, and hides seconds, when asked', async () => {
    connect(runningFixture());
    show();
    await screen.findByTestId('current-title');
    fireEvent.click(screen.getByRole('radio', { name: 'Time spent' }));
    expect(screen.getByTestId('countdown').textContent).toBe('4:00of 20:00');
    fireEvent.click(screen.getAllByTestId('cockpit-seconds')[0] as HTMLElement);
    expect(screen.getByTestId('countdown').textContent).toBe('4of 20');
  });

  it.each([
    ['ArrowRight', { type: 'next' }],
    ['PageDown', { type: 'next' }],
    ['ArrowLeft', { type: 'previous' }],
    ['PageUp', { type: 'previous' }],
    [' ', { type: 'pause' }],
    ['+', { type: 'addTime', minutes: 1 }],
    ['-', { type: 'addTime', minutes: -1 }],
  ])('sends %j for its key', async (name, command) => {
    connect(runningFixture());
    show();
    await screen.findByTestId('current-title');
    await key(name);
    await waitFor(() => expect(sent).toEqual([command]));
  });

  it('resumes with Space when paused, and leaves keys typed in a field alone', async () => {
    connect(runningFixture({ status: 'paused', pausedAt: NOW - minute }));
    show();
    expect(await screen.findByTestId('cockpit-paused')).toBeVisible();
    await key('ArrowRight', screen.getByTestId('cockpit-message-input'));
    await key(' ');
    await waitFor(() => expect(sent).toEqual([{ type: 'resume' }]));
  });

  it('pauses with Space after "+1 min" was clicked, instead of pressing the button again', async () => {
    connect(runningFixture());
    show();
    const plus = await screen.findByTestId('cockpit-plus');
    fireEvent.click(plus);
    plus.focus();
    expect(document.activeElement).toBe(plus);
    const down = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    const up = new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true });
    act(() => {
      plus.dispatchEvent(down);
      plus.dispatchEvent(up);
    });
    await waitFor(() => expect(sent).toEqual([{ type: 'addTime', minutes: 1 }, { type: 'pause' }]));
    // Both halves of the key are taken from the button: it is not pressed a second time.
    expect(down.defaultPrevented).toBe(true);
    expect(up.defaultPrevented).toBe(true);
  });

  it('acts on the run from a focused switch, but not from a field being typed in', async () => {
    connect(runningFixture());
    show();
    await screen.findByTestId('current-title');
    await key('+', screen.getByTestId('cockpit-message-input'));
    const seconds = screen.getAllByTestId('cockpit-seconds')[0] as HTMLElement;
    await key('ArrowRight', seconds);
    await waitFor(() => expect(sent).toEqual([{ type: 'next' }]));
  });

  it('has a way back to the meeting while the run goes on', async () => {
    connect(runningFixture());
    show();
    const back = await screen.findByRole('link', {
      name: 'Back to the meeting (the event goes on)',
    });
    expect(back.getAttribute('href')).toBe(`/user/meeting/${uuid}`);
  });

  it('skips any sequence still to come from its row, with Undo', async () => {
    connect(runningFixture());
    show();
    // On the second sequence: the first is behind, the second is left with Next.
    await screen.findByRole('button', { name: 'Skip sequence 3: Energizer' });
    expect(screen.queryByRole('button', { name: /^Skip sequence [12]:/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skip sequence 4: Actions' }));
    await waitFor(() => expect(sent).toEqual([{ type: 'skip', index: 3, skipped: true }]));
    expect((await screen.findByTestId('skip-notice')).textContent).toBe('“Actions” is skipped.');
    fireEvent.click(screen.getByTestId('skip-undo'));
    await waitFor(() =>
      expect(sent).toEqual([
        { type: 'skip', index: 3, skipped: true },
        { type: 'skip', index: 3, skipped: false },
      ]),
    );
  });

  it('brings a skipped sequence back from its row', async () => {
    const base = runningFixture();
    connect({
      ...base,
      sequences: base.sequences.map((s) => (s.index === 2 ? { ...s, skipped: true } : s)),
    });
    show();
    const row = (await screen.findAllByTestId('cockpit-sequence'))[2] as HTMLElement;
    expect(row.dataset.progress).toBe('skipped');
    fireEvent.click(within(row).getByRole('button', { name: 'Bring back sequence 3: Energizer' }));
    await waitFor(() => expect(sent).toEqual([{ type: 'skip', index: 2, skipped: false }]));
  });

  it('marks a device that missed its heartbeats', async () => {
    const devices: Device[] = [
      { id: 'phone', kind: 'remote', name: 'Phone', offsetMs: 3, lastSeenAt: NOW - 680_000 },
      { id: 'screen', kind: 'stage', name: 'Screen', offsetMs: 3, lastSeenAt: NOW - 2_000 },
    ];
    connect(runningFixture(), { devices });
    show();
    const [phone, stage] = await screen.findAllByTestId('cockpit-device');
    expect(phone?.textContent).toContain('No signal');
    expect(phone?.textContent).toContain('seen 11 min ago');
    expect(stage?.textContent).toContain('clock in step · seen now');
    expect(stage?.textContent).not.toContain('No signal');
  });

  it('opens the help with ?', async () => {
    connect(runningFixture());
    show();
    await screen.findByTestId('current-title');
    await key('?');
    const help = await screen.findByTestId('cockpit-help');
    expect(within(help).getByText('Pause or resume')).toBeVisible();
  });

  it('jumps to a sequence clicked in the list', async () => {
    connect(runningFixture());
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to sequence 4: Actions' }));
    await waitFor(() => expect(sent).toEqual([{ type: 'goTo', index: 3 }]));
  });

  it('proposes to land on time when late, and applies every step in order', async () => {
    // The second sequence started 30 minutes ago for 20 planned: 10 minutes late.
    connect(runningFixture({ sequenceStartedAt: NOW - 30 * minute, startedAt: NOW - 40 * minute }));
    show();
    const landing = await screen.findByTestId('cockpit-landing');
    expect(screen.getByTestId('cockpit-delay').textContent).toBe('10 min late');
    expect(within(landing).getByText('Skip “Energizer” (saves 5 min)')).toBeVisible();
    expect(within(landing).getByText('Shorten “Actions” by 5 min')).toBeVisible();
    fireEvent.click(within(landing).getByRole('button', { name: 'Apply these changes' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { type: 'skip', index: 2 },
        { type: 'addTime', index: 3, minutes: -5 },
      ]),
    );
  });

  it('sends a stage message and switches the blackout', async () => {
    connect(runningFixture());
    show();
    fireEvent.change(await screen.findByTestId('cockpit-message-input'), {
      target: { value: 'Mics off please' },
    });
    fireEvent.click(screen.getByTestId('cockpit-message-send'));
    fireEvent.click(screen.getByRole('button', { name: 'Please wrap up' }));
    fireEvent.click(screen.getByTestId('cockpit-blackout'));
    await waitFor(() =>
      expect(sent).toEqual([
        { type: 'message', text: 'Mics off please', flash: false },
        { type: 'message', text: 'Please wrap up', flash: false },
        { type: 'blackout', on: true },
      ]),
    );
  });

  it('lists connected devices with their clock and renames one inline', async () => {
    const devices: Device[] = [
      {
        id: 'stage-1234',
        kind: 'stage',
        name: 'Room screen',
        offsetMs: 120,
        lastSeenAt: NOW - 20_000,
      },
    ];
    connect(runningFixture(), { devices });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') return json({ ...devices[0], name: 'Main screen' });
      return json(meetingFixture({ content: cockpitAgenda }));
    });
    vi.stubGlobal('fetch', fetchMock);
    show();
    const device = await screen.findByTestId('cockpit-device');
    expect(device.textContent).toContain('Room screen');
    expect(device.textContent).toContain('clock +120 ms · seen 20 s ago');
    fireEvent.click(within(device).getByRole('button', { name: 'Rename Room screen' }));
    const field = within(device).getByLabelText('Device name');
    fireEvent.change(field, { target: { value: 'Main screen' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/v3/meetings/${uuid}/run/devices/stage-1234`,
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ name: 'Main screen' }) }),
      ),
    );
  });

  it('shows device names as text, and marks this cockpit by the id it is listed under', async () => {
    const script = '<img src=x onerror="alert(1)">';
    const devices: Device[] = [
      { id: 'listed-cockpit', kind: 'cockpit', name: 'cockpit', offsetMs: 0, lastSeenAt: NOW },
      { id: 'listed-screen', kind: 'public', name: script, offsetMs: null, lastSeenAt: NOW },
    ];
    connect(runningFixture(), { devices, deviceId: 'listed-cockpit' });
    show();
    const [mine, other] = await screen.findAllByTestId('cockpit-device');
    expect(mine?.textContent).toContain('(this device)');
    expect(other?.textContent).toContain(script);
    expect(other?.textContent).not.toContain('(this device)');
    expect(other?.querySelector('img')).toBeNull();
  });

  it('offers no control once its rights are taken away, and says why in plain words', async () => {
    connect(runningFixture(), {
      role: 'viewer',
      revoked: { code: 'FORBIDDEN', message: 'You do not have permission!', role: 'viewer' },
    });
    show();
    expect(await screen.findByText('You can no longer control this event')).toBeVisible();
    expect(
      screen.getByText('Your role changed: you can follow the event but no longer control it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /next/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
    const stage = screen.getByRole('link', { name: 'Follow it on the stage screen' });
    expect(stage.getAttribute('href')).toBe(`/m/${uuid}/live`);
    await key('ArrowRight');
    await key(' ');
    expect(sent).toEqual([]);
  });

  it('says in plain words when the server refuses a command', async () => {
    connect(runningFixture());
    answer = { ok: false, error: { code: 'INVALID_TRANSITION', message: 'no' } };
    show();
    fireEvent.click(await screen.findByTestId('cockpit-next'));
    expect(await screen.findByText('The run cannot do this right now.')).toBeVisible();
  });

  it('ends for everyone, or leaves without sending anything', async () => {
    connect(runningFixture());
    const router = show();
    fireEvent.click(await screen.findByTestId('cockpit-stop'));
    fireEvent.click(await screen.findByTestId('cockpit-end'));
    await waitFor(() => expect(sent).toEqual([{ type: 'end' }]));
    fireEvent.click(screen.getByTestId('cockpit-stop'));
    fireEvent.click(await screen.findByTestId('cockpit-leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/meeting/${uuid}`));
    expect(sent).toEqual([{ type: 'end' }]);
  });
});

describe('cockpit after the run', () => {
  const finished = () =>
    runningFixture({
      status: 'finished',
      currentIndex: 3,
      finishedAt: NOW,
      sequenceStartedAt: null,
      sequences: runningFixture().sequences.map((sequence) => ({
        ...sequence,
        actualMs: sequence.index === 2 ? 0 : sequence.plannedMs + minute,
        skipped: sequence.index === 2,
      })),
    });

  it('sums up the run and runs it again', async () => {
    connect(finished());
    show();
    expect(await screen.findByText('The event is over')).toBeVisible();
    // Planned is what was meant to run: the skipped 5-minute energizer is set apart.
    expect(screen.getByTestId('cockpit-finished-planned').textContent).toBe('40 min');
    expect(screen.getByTestId('cockpit-finished-actual').textContent).toBe('43 min');
    expect(screen.getByText('1 sequence was skipped.')).toBeVisible();
    expect(screen.getByTestId('cockpit-insight').getAttribute('href')).toBe(
      `/user/meeting/${uuid}/stats`,
    );
    fireEvent.click(screen.getByTestId('cockpit-run-again'));
    await waitFor(() => expect(sent).toEqual([{ type: 'start' }]));
  });

  it('opens on a fresh start when asked to run the meeting again', async () => {
    connect(finished());
    const router = show(`/user/meeting/${uuid}/resume?again=1`);
    expect(await screen.findByText('Ready to start')).toBeVisible();
    expect(screen.getByText('4 sequences, 45 min planned.')).toBeVisible();
    const rows = screen.getAllByTestId('cockpit-sequence');
    expect(rows.map((row) => row.dataset.progress)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    // Read once: a reload at the end of the next run shows that run's summary.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByTestId('cockpit-start'));
    await waitFor(() => expect(sent).toEqual([{ type: 'start' }]));
  });

  it('restarts only after saying what it erases', async () => {
    connect(finished());
    show();
    fireEvent.click(await screen.findByTestId('cockpit-restart'));
    expect(
      await screen.findByText(
        'This erases the progress and the time per sequence, and restarts from the first sequence.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('cockpit-restart-confirm'));
    await waitFor(() => expect(sent).toEqual([{ type: 'restart' }]));
  });

  it('keeps the finished screen after ending the event for everyone', async () => {
    connect(finished(), { status: 'ended' });
    show();
    expect(await screen.findByTestId('cockpit-finished')).toBeVisible();
  });

  it('says when the event was ended before the cockpit knew its state', async () => {
    connect(null, { status: 'ended' });
    show();
    expect(await screen.findByText('The event has ended')).toBeVisible();
  });

  it('explains a refused join', async () => {
    connect(null, { status: 'error', error: { code: 'FORBIDDEN', message: 'no' } });
    show();
    expect(
      await screen.findByText('You can see this meeting but not run it. Ask its owner.'),
    ).toBeVisible();
  });
});
