import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOW, runningFixture } from './cockpit-fixtures.ts';
import {
  answerWith,
  connect,
  key,
  minute,
  sent,
  show,
  setUpCockpitHarness,
  uuid,
} from './cockpit-harness.tsx';
import { readText } from '../../test/read-text.ts';

vi.mock('../live/connection/index.ts', () => import('./cockpit-live-double.ts'));
setUpCockpitHarness();

describe('cockpit live view', () => {
  it('shows the current sequence, its clock, what comes next and the private notes', async () => {
    connect(runningFixture());
    show();
    expect(readText((await screen.findByTestId('current-title')).textContent)).toBe(
      'What went well',
    );
    expect(readText(screen.getByTestId('cockpit-speakers').textContent)).toBe('Ann, Bob');
    expect(readText(screen.getByTestId('countdown').textContent)).toContain('16:00');
    expect(readText(screen.getByTestId('cockpit-next-title').textContent)).toBe('Next: Energizer');
    expect(await screen.findByText('Timebox the stories.')).toBeVisible();
    expect(readText(screen.getByTestId('cockpit-delay').textContent)).toBe('On time');
  });

  it('counts the time spent instead, and hides seconds, when asked', async () => {
    connect(runningFixture());
    show();
    await screen.findByTestId('current-title');
    fireEvent.click(screen.getByRole('radio', { name: 'Time spent' }));
    expect(readText(screen.getByTestId('countdown').textContent)).toBe('4:00of 20:00');
    fireEvent.click(screen.getAllByTestId('cockpit-seconds')[0] as HTMLElement);
    expect(readText(screen.getByTestId('countdown').textContent)).toBe('4of 20');
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
    expect(readText((await screen.findByTestId('skip-notice')).textContent)).toBe(
      '“Actions” is skipped.',
    );
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
    expect(readText(screen.getByTestId('cockpit-delay').textContent)).toBe('10 min late');
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
    answerWith({ ok: false, error: { code: 'INVALID_TRANSITION', message: 'no' } });
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
