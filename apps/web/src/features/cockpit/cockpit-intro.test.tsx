import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { meetingFixture } from '../insight/insight-fixtures.ts';
import { CockpitIntro } from './cockpit-intro.tsx';
import { NOW, stateFixture } from './cockpit-fixtures.ts';
import { defaultCockpitPrefs } from './cockpit-prefs.ts';

// The intro is rendered on its own with a recording `run`: what matters is the command each
// control sends before the start (the connection is tested with its module and end to end).
// The links card lists the meeting's remotes: none yet.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function showIntro(state = stateFixture()) {
  const sent: RunCommandInput[] = [];
  renderWithProviders(
    <CockpitIntro
      uuid={meetingFixture().uuid}
      state={state}
      serverNow={() => NOW}
      run={async (command): Promise<LiveCommandAck> => {
        sent.push(command);
        return { ok: true, state };
      }}
      prefs={defaultCockpitPrefs}
      onPrefsChange={() => {}}
      wakeLock={{ supported: false, active: false }}
      remote={{ url: null, creating: false, create: () => {} }}
    />,
  );
  return sent;
}

describe('the cockpit before the start', () => {
  it('sends a stage message and blacks out the stage while the room fills', async () => {
    const sent = showIntro();
    expect(screen.getByTestId('cockpit-start')).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByTestId('cockpit-message-input'), {
      target: { value: 'We begin at 9:05' },
    });
    fireEvent.click(screen.getByTestId('cockpit-message-send'));
    fireEvent.click(screen.getByTestId('cockpit-blackout'));
    await waitFor(() =>
      expect(sent).toEqual([
        { type: 'message', text: 'We begin at 9:05', flash: false },
        { type: 'blackout', on: true },
      ]),
    );
  });

  it('shows the message already on stage, with a way to clear it', async () => {
    const sent = showIntro(
      stateFixture({ message: { text: 'Coffee first', flash: false, sentAt: NOW - 5_000 } }),
    );
    const onStage = screen.getByText('On stage now').parentElement as HTMLElement;
    expect(within(onStage).getByText('Coffee first')).toBeVisible();
    fireEvent.click(screen.getByTestId('cockpit-message-clear'));
    await waitFor(() => expect(sent).toContainEqual({ type: 'message', text: null }));
  });
});
