import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RunList } from '@ordo/contract';
import { authToken } from '../../api/auth-token.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InsightView } from './insight-view.tsx';
import { meetingFixture, runFixture } from './insight-fixtures.ts';

const meeting = meetingFixture();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let pages: Record<string, RunList>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  pages = {};
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/runs')) {
      const page = pages[url.searchParams.get('cursor') ?? ''];
      return page ? json(page) : json({ code: 'INTERNAL_ERROR', message: 'boom' }, 500);
    }
    if (url.pathname.endsWith('.csv')) return new Response('index,title\n', { status: 200 });
    return json({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  return renderWithProviders(
    <MemoryRouter>
      <InsightView meeting={meeting} />
    </MemoryRouter>,
  );
}

describe('Insight', () => {
  it('invites to run the meeting from the cockpit before any run', async () => {
    pages[''] = { items: [], nextCursor: null };
    show();
    expect((await screen.findByTestId('insight-empty')).textContent).toContain(
      'has not been run live yet',
    );
    expect(screen.getByRole('link', { name: 'Open the cockpit' }).getAttribute('href')).toBe(
      `/user/meeting/${meeting.uuid}/resume`,
    );
  });

  it('shows the latest run: totals, overruns, skipped sequences', async () => {
    pages[''] = { items: [runFixture()], nextCursor: null };
    show();
    expect((await screen.findByTestId('insight-total-planned')).textContent).toBe('40 min');
    expect(screen.getByTestId('insight-total-actual').textContent).toBe('42 min');
    expect(screen.getByTestId('insight-total-overrun').textContent).toBe('+2 min');
    expect(screen.getByTestId('insight-start-delay').textContent).toBe('No planned start time');
    const rows = screen.getAllByTestId('insight-sequence-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Check-in10 min10 min0 min',
      '2What went well20 min32 min+12 min',
      '3ActionsSkipped10 min0 min0 min',
    ]);
    expect(within(rows[2] as HTMLElement).getByTestId('insight-skipped')).toBeVisible();
  });

  it('reads a start delay in words', async () => {
    pages[''] = { items: [runFixture({ startDelayMs: 5 * 60_000 })], nextCursor: null };
    show();
    expect((await screen.findByTestId('insight-start-delay')).textContent).toBe('5 min late');
  });

  it('switches to an older run, and loads older ones on demand', async () => {
    const older = runFixture({
      runId: '2b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
      startedAt: Date.UTC(2026, 4, 5, 9, 0),
      totalActualMs: 38 * 60_000,
    });
    const oldest = runFixture({
      runId: '3b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
      startedAt: Date.UTC(2026, 3, 28, 9, 0),
    });
    pages[''] = { items: [runFixture(), older], nextCursor: 'page2' };
    pages.page2 = { items: [oldest], nextCursor: null };
    show();
    await screen.findByTestId('insight-totals');
    fireEvent.click(screen.getByTestId('insight-run-picker'));
    fireEvent.click(await screen.findByRole('option', { name: /5 May 2026/, hidden: true }));
    await waitFor(() =>
      expect(screen.getByTestId('insight-total-actual').textContent).toBe('38 min'),
    );
    expect(screen.getByTestId('insight-total-overrun').textContent).toBe('-2 min');

    fireEvent.click(screen.getByRole('button', { name: 'Load older runs' }));
    await waitFor(() => expect(screen.queryByTestId('insight-load-more')).toBeNull());
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('cursor=page2');
  });

  it('says when the runs cannot be loaded, and tries again', async () => {
    show();
    expect(await screen.findByText('The runs could not be loaded')).toBeVisible();
    pages[''] = { items: [runFixture()], nextCursor: null };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('insight-totals')).toBeVisible();
  });

  it('downloads the run as CSV with the bearer token', async () => {
    authToken.set('secret-token');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:run');
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    pages[''] = { items: [runFixture()], nextCursor: null };
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe(`/v3/meetings/${meeting.uuid}/runs/${runFixture().runId}.csv`);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
    expect(clicks[0]).toMatch(/^Team retro-2026-05-1\d\.csv$/);
    expect(created).toHaveBeenCalledOnce();
    click.mockRestore();
    created.mockRestore();
    authToken.set(null);
  });
});
