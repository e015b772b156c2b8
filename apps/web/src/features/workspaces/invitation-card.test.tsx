import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Workspace } from '@ordo/contract';
import { renderRoute } from '../../test/render.tsx';

const uuid = '0b6c1d4e-0000-4000-8000-00000000a11c';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (code: string, status: number) =>
  json({ code, message: 'The English text of the server' }, status);

const team: Workspace = {
  uuid,
  name: 'Board',
  closed: false,
  role: 'editor',
  state: 'guest',
  owner: { id: 'owner', email: 'olga@example.com', fullname: 'Olga Owner' },
  memberCount: 2,
  proEndsAt: null,
  proEndingSoon: false,
  meetingUuid: null,
  mayAddWorkshops: false,
  mayManage: false,
};

/** The server as the card meets it: the team hidden until joined, the join answering `answer`. */
let answer: () => Response;
let joined: boolean;
/** Pending invitations the list shows: only to a verified address. */
let invitations: Workspace[];
let joinBodies: unknown[];
let asked: string[];
beforeEach(() => {
  localStorage.setItem('ordo.token', 'a-session-token');
  joined = false;
  invitations = [];
  joinBodies = [];
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push(url);
      if (url.endsWith(`/v3/workspaces/${uuid}/join`)) {
        joinBodies.push(JSON.parse(String(init?.body ?? 'null')));
        const response = answer();
        joined = response.ok;
        return response;
      }
      if (url.endsWith(`/v3/workspaces/${uuid}`)) {
        return joined ? json(team) : refusal('WORKSPACE_NOT_FOUND', 404);
      }
      if (url.endsWith('/v3/workspaces')) return json({ items: joined ? [team] : invitations });
      return refusal('NOT_FOUND', 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

const accept = async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));

describe('the invitation card at /user/workspace/{uuid}', { timeout: 20_000 }, () => {
  it("hides the team without the e-mail's link; with it, accepts with its token, then shows the team with the token gone from the address", async () => {
    answer = () => json(team);
    renderRoute(`/user/workspace/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'This page has disappeared' })).toBeVisible();
    cleanup();

    asked = [];
    const { location } = renderRoute(`/user/workspace/${uuid}?invitation=the-token`);
    expect(
      await screen.findByRole('heading', { name: 'An invitation to a teamspace' }),
    ).toBeVisible();
    // The team is hidden until joined: the card does not ask for it (a 404 for nothing).
    expect(asked.filter((url) => url.endsWith(`/v3/workspaces/${uuid}`))).toEqual([]);
    await accept();
    expect(await screen.findByRole('heading', { name: 'Board', level: 1 })).toBeVisible();
    expect(joinBodies).toEqual([{ invitation: 'the-token' }]);
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('says in plain words that the link does not work for this account (403 EMAIL_NOT_VERIFIED)', async () => {
    answer = () => refusal('EMAIL_NOT_VERIFIED', 403);
    renderRoute(`/user/workspace/${uuid}?invitation=an-old-token`);
    await accept();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This invitation link does not work for this account');
    expect(alert.textContent).toContain('Sign in with the invited address');
    expect(screen.queryByText('The English text of the server')).toBeNull();
  });

  it('says the same in French', async () => {
    await i18n.changeLanguage('fr');
    answer = () => refusal('EMAIL_NOT_VERIFIED', 403);
    renderRoute(`/user/workspace/${uuid}?invitation=an-old-token`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Ce lien d'invitation ne fonctionne pas pour ce compte",
    );
  });

  it('tells a free invitee to a member seat that PRO is needed, with the way to upgrade (402 PRO_REQUIRED)', async () => {
    // A verified address: the list names the invitation, and no link is needed.
    invitations = [{ ...team, role: 'viewer', state: 'invited', memberCount: 1 }];
    answer = () => refusal('PRO_REQUIRED', 402);
    renderRoute(`/user/workspace/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeVisible();
    // Said before the click: a member seat needs PRO, a guest seat is free.
    expect(screen.getByTestId('invitation-needs').textContent).toContain(
      'Joining as a member needs the PRO plan; a guest invited to a single workshop joins free.',
    );
    await accept();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Joining this teamspace as a member needs the PRO plan');
    // The other way in, without paying: a guest seat from the person who invited them.
    expect(alert.textContent).toContain('invite you again as a guest of one workshop');
    const upgrade = within(alert).getByRole('link', { name: 'Upgrade to PRO' });
    expect(upgrade.getAttribute('href')).toBe('/user/subscription');
  });
});
