import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Meeting } from '@ordo/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { meetingFixture, runFixture } from '../../insight/insight-fixtures.ts';
import { DoneMeetingWarning, useDoneMeetingGuard } from './done-meeting-guard.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Guarded({ meeting }: { meeting: Meeting }) {
  const guard = useDoneMeetingGuard(meeting);
  return (
    <>
      {guard.locked && (
        <DoneMeetingWarning meeting={meeting} onEditAnyway={guard.editAnyway} tab="edit" />
      )}
      <p data-testid="mode">{guard.locked ? 'read-only' : 'editable'}</p>
    </>
  );
}

function show(meeting: Meeting) {
  const router = createMemoryRouter(
    [{ path: '/user/meeting/:uuid', element: <Guarded meeting={meeting} /> }],
    { initialEntries: [`/user/meeting/${meeting.uuid}?tab=edit`] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/runs')) return json({ items: [runFixture()], nextCursor: null });
    if (init?.method === 'POST')
      return json(meetingFixture({ uuid: '99999999-5b6d-4e7f-8a9b-0c1d2e3f4a5b' }), 201);
    return json({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('editing a meeting that has run', () => {
  it('is read-only behind a warning until "Edit anyway", for the rest of the session', () => {
    const meeting = meetingFixture({ lifecycle: 'done' });
    const first = show(meeting);
    expect(screen.getByTestId('done-warning').textContent).toContain('disrupt its statistics');
    expect(screen.getByTestId('mode').textContent).toBe('read-only');
    fireEvent.click(screen.getByRole('button', { name: 'Edit anyway' }));
    expect(screen.queryByTestId('done-warning')).toBeNull();
    expect(screen.getByTestId('mode').textContent).toBe('editable');
    first.unmount();
    show(meeting);
    expect(screen.getByTestId('mode').textContent).toBe('editable');
  });

  it('leaves a meeting that never ran alone', () => {
    show(meetingFixture({ lifecycle: 'planned' }));
    expect(screen.getByTestId('mode').textContent).toBe('editable');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the runs of an archived meeting whether it ran', async () => {
    show(meetingFixture({ lifecycle: 'archived' }));
    expect(await screen.findByTestId('done-warning')).toBeVisible();
  });

  it('duplicates and opens the copy instead', async () => {
    const { router } = show(meetingFixture({ lifecycle: 'done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate instead' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/user/meeting/99999999-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      ),
    );
    expect(router.state.location.search).toBe('?tab=edit');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual([`/v3/meetings/${meetingFixture().uuid}`, 'POST']);
  });
});
