import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Device } from '@ordo/contract';
import { meetingFixture } from '../insight/insight-fixtures.ts';
import { cockpitAgenda, NOW, runningFixture } from './cockpit-fixtures.ts';
import { connect, json, show, setUpCockpitHarness, uuid } from './cockpit-harness.tsx';
import { readText } from '../../test/read-text.ts';

vi.mock('../live/connection/index.ts', () => import('./cockpit-live-double.ts'));
setUpCockpitHarness();

describe('cockpit devices', () => {
  it('marks a device that missed its heartbeats', async () => {
    const devices: Device[] = [
      { id: 'phone', kind: 'remote', name: 'Phone', offsetMs: 3, lastSeenAt: NOW - 680_000 },
      { id: 'screen', kind: 'stage', name: 'Screen', offsetMs: 3, lastSeenAt: NOW - 2_000 },
    ];
    connect(runningFixture(), { devices });
    show();
    const [phone, stage] = await screen.findAllByTestId('cockpit-device');
    expect(phone?.textContent).toContain('No signal');
    expect(readText(phone?.textContent)).toContain('seen 11 min ago');
    expect(stage?.textContent).toContain('clock in step · seen now');
    expect(stage?.textContent).not.toContain('No signal');
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
});
