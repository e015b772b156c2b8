import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { renderRoute } from '../../test/render.tsx';

const TOKEN_KEY = 'ordo.token';
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Each sign-out request as the server saw it, and how it answers the next one. */
let revocations: (string | null)[];
let answers: (() => Promise<Response>)[];
/** Holds the server's answer until the test lets it go. */
let release: () => void;

beforeEach(() => {
  revocations = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/v1/users/logout') && init?.method === 'POST') {
        revocations.push(new Headers(init.headers).get('authorization'));
        const answer = answers.shift();
        if (!answer) throw new Error('no answer planned');
        return answer();
      }
      return json({ code: 'UNAUTHENTICATED', message: 'Sign in first' }, 401);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const held = () =>
  new Promise<Response>((resolve) => {
    release = () => resolve(new Response(null, { status: 204 }));
  });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

describe('signing out at /user/logout', () => {
  it('says "signed out" only once the server has ended the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'the-session');
    answers.push(held);
    renderRoute('/user/logout');
    expect(await screen.findByRole('heading', { name: 'Signing you out…' })).toBeVisible();
    // This device forgets the session at once, whatever the server answers.
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'You are signed out' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(revocations).toEqual(['Bearer the-session']);
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/user/login',
    );
  });

  it('out of reach, says the session stays valid, and Try again ends it', async () => {
    localStorage.setItem(TOKEN_KEY, 'the-session');
    answers.push(unreachable, async () => new Response(null, { status: 204 }));
    renderRoute('/user/logout');
    expect(await screen.findByRole('heading', { name: 'Signed out on this device' })).toBeVisible();
    expect(screen.getByText(/stays valid on the server until it expires/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'You are signed out' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(revocations).toEqual(['Bearer the-session', 'Bearer the-session']);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a server error is not a sign-out either', async () => {
    localStorage.setItem(TOKEN_KEY, 'the-session');
    answers.push(async () => json({ code: 'INTERNAL', message: 'Something went wrong' }, 503));
    renderRoute('/user/logout');
    expect(await screen.findByRole('heading', { name: 'Signed out on this device' })).toBeVisible();
  });

  it('a session that had already ended (401) is signed out', async () => {
    localStorage.setItem(TOKEN_KEY, 'an-expired-session');
    answers.push(async () => json({ code: 'UNAUTHENTICATED', message: 'Sign in first' }, 401));
    renderRoute('/user/logout');
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(revocations).toEqual(['Bearer an-expired-session']);
  });

  it('without a session, says goodbye and asks the server nothing', async () => {
    renderRoute('/user/logout');
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(revocations).toEqual([]);
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    localStorage.setItem(TOKEN_KEY, 'the-session');
    answers.push(unreachable);
    renderRoute('/user/logout');
    expect(
      await screen.findByRole('heading', { name: 'Déconnecté sur cet appareil' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
