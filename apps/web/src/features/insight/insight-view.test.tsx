import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import type { RunList, RunSequenceStats } from '@ordo/contract';
import { authToken } from '../../api/auth-token.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InsightView } from './insight-view.tsx';
import { meetingFixture, runFixture } from './insight-fixtures.ts';
import { readText } from '../../test/read-text.ts';

const meeting = meetingFixture();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let pages: Record<string, RunList>;
let fetchMock: ReturnType<typeof vi.fn>;
let csvHeaders: Record<string, string>;

beforeEach(() => {
  pages = {};
  csvHeaders = {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="team-retro-2026-05-12.csv"',
  };
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/runs')) {
      const page = pages[url.searchParams.get('cursor') ?? ''];
      return page ? json(page) : json({ code: 'INTERNAL_ERROR', message: 'boom' }, 500);
    }
    if (url.pathname.endsWith('.csv')) {
      return new Response('\uFEFFindex,title\r\n', {
        status: 200,
        headers: csvHeaders,
      });
    }
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
    expect(readText((await screen.findByTestId('insight-empty')).textContent)).toContain(
      'has not been run live yet',
    );
    expect(screen.getByRole('link', { name: 'Open the cockpit' }).getAttribute('href')).toBe(
      `/user/meeting/${meeting.uuid}/resume`,
    );
  });

  it('plans only what was meant to run; skipped and optional sequences not run are apart', async () => {
    pages[''] = { items: [runFixture()], nextCursor: null };
    show();
    expect(readText((await screen.findByTestId('insight-total-planned')).textContent)).toBe(
      '30 min',
    );
    expect(readText(screen.getByTestId('insight-total-actual').textContent)).toBe('42 min');
    expect(readText(screen.getByTestId('insight-total-overrun').textContent)).toBe('+12 min');
    expect(readText(screen.getByTestId('insight-start-delay').textContent)).toBe(
      'No planned start time',
    );
    expect(readText(screen.getByTestId('insight-set-aside-skipped').textContent)).toBe(
      'Skipped: 1 sequence, 10 min planned',
    );
    expect(readText(screen.getByTestId('insight-set-aside-optional').textContent)).toBe(
      'Optional, not run: 1 sequence, 5 min planned',
    );
    expect(readText(screen.getByTestId('insight-added-total').textContent)).toBe(
      'Added live: +2 min',
    );
    const rows = screen.getAllByTestId('insight-sequence-row');
    expect(rows.map((row) => readText(row.textContent))).toEqual([
      '1Check-in10 min10 min0 min',
      '2What went well+2 min added20 min32 min+12 min',
      '3EnergizerOptional, not run5 min0 min0 min',
      '4ActionsSkipped10 min0 min0 min',
    ]);
    expect(within(rows[3] as HTMLElement).getByTestId('insight-skipped')).toBeVisible();
    // The planned lane of the timeline holds what was planned to run, nothing set aside.
    expect(
      screen.getByRole('img', { name: /^Timeline: 30\smin planned, 42\smin actual$/ }),
    ).toBeVisible();
  });

  it('counts several set-aside sequences and removed minutes, in French', async () => {
    const [checkIn, middle, energizer, actions] = runFixture().sequences as [
      RunSequenceStats,
      RunSequenceStats,
      RunSequenceStats,
      RunSequenceStats,
    ];
    pages[''] = {
      items: [
        runFixture({
          totalPlannedMs: 10 * 60_000,
          skippedPlannedMs: 30 * 60_000,
          sequences: [
            { ...checkIn, addedMs: -3 * 60_000 },
            { ...middle, skipped: true, setAside: true, actualMs: 0, overrunMs: 0 },
            energizer,
            actions,
          ],
        }),
      ],
      nextCursor: null,
    };
    await i18n.changeLanguage('fr');
    try {
      show();
      expect(readText((await screen.findByTestId('insight-set-aside-skipped')).textContent)).toBe(
        'Sautées : 2 séquences, 30 min au programme',
      );
      expect(readText(screen.getByTestId('insight-set-aside-optional').textContent)).toBe(
        'Facultative non animée : 1 séquence, 5 min au programme',
      );
      expect(readText(screen.getByTestId('insight-added-total').textContent)).toBe(
        'Ajouté en direct : -3 min',
      );
      const [first] = screen.getAllByTestId('insight-sequence-row');
      expect(readText(within(first as HTMLElement).getByTestId('insight-added').textContent)).toBe(
        '3 min retirées',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reads a start delay in words', async () => {
    pages[''] = { items: [runFixture({ startDelayMs: 5 * 60_000 })], nextCursor: null };
    show();
    expect(readText((await screen.findByTestId('insight-start-delay')).textContent)).toBe(
      '5 min late',
    );
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
      expect(readText(screen.getByTestId('insight-total-actual').textContent)).toBe('38 min'),
    );
    expect(readText(screen.getByTestId('insight-total-overrun').textContent)).toBe('+8 min');

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
    // The server's file name, a slug of the title and the run's day.
    expect(clicks[0]).toBe('team-retro-2026-05-12.csv');
    expect(created).toHaveBeenCalledOnce();
    click.mockRestore();
    created.mockRestore();
    authToken.set(null);
  });
});
