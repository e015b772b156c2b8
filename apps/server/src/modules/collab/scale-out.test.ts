import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { topologies } from '../live/process-topologies.ts';
import {
  createPublicMeeting,
  httpCall,
  signUpOver,
  type Owner,
  type ServerProcess,
} from '../live/test-server-process.ts';
import { CollabPeer, eventually } from './testing.ts';

const AGENDA = 'Offsite\n\n# Morning\n: 30\n\n# Afternoon\n: 30\n';

/**
 * Issue 30 "Scale-out": people on different processes (one PostgreSQL, one Redis) co-edit one
 * meeting. On the default topology A = B (one process), so the same checks always run.
 */
describe.each(topologies)('co-editing across server processes: $name', (topology) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let stop: () => Promise<void> = async () => undefined;
  let owner: Owner;

  beforeAll(async () => {
    ({ a, b, stop } = await topology.start());
    owner = await signUpOver(a.base);
  }, 180_000);
  afterAll(() => stop());

  const peers: CollabPeer[] = [];
  afterEach(() => {
    for (const peer of peers.splice(0)) peer.close();
  });
  const open = async (server: ServerProcess, meetingId: string) => {
    const peer = await CollabPeer.open(server.base, owner.token, meetingId);
    peers.push(peer);
    return peer;
  };
  const stored = async (server: ServerProcess, meetingId: string) =>
    (
      await httpCall<{ content: string; version: number }>(
        server.base,
        'GET',
        `/v3/meetings/${meetingId}`,
        { headers: owner.headers },
      )
    ).content;

  it('editors on A and on B type at once, converge, and what is stored holds both', async () => {
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    const onA = await open(a, uuid);
    const onB = await open(b, uuid);
    expect(onB.text.toString()).toBe(AGENDA);
    for (let round = 0; round < 20; round += 1) {
      // Both at the end of the same line: the case that once lost one person's words.
      onA.text.insert(AGENDA.indexOf('\n: 30'), 'a');
      onB.text.insert(AGENDA.indexOf('\n: 30'), 'b');
      if (round % 5 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await eventually(() => onA.text.toString() === onB.text.toString(), 10_000);
    const text = onA.text.toString();
    expect(text.match(/a/g)?.length).toBeGreaterThanOrEqual(20);
    expect(text.split('b').length - 1).toBe(20);
    let fromA = '';
    let fromB = '';
    await eventually(
      () => fromA === text && fromB === text,
      15_000,
      async () => {
        [fromA, fromB] = await Promise.all([stored(a, uuid), stored(b, uuid)]);
      },
    );
  }, 60_000);

  it('someone joining on B right after edits on A gets them, stored or not yet', async () => {
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    const onA = await open(a, uuid);
    onA.text.insert(0, 'Fresh edit: ');
    await onA.synced();
    const onB = await open(b, uuid);
    await eventually(() => onB.text.toString() === onA.text.toString(), 10_000);
  }, 60_000);

  it('someone already on A is seen at once by whoever opens it on B, though they do not move', async () => {
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    const onA = await open(a, uuid);
    onA.awareness.setLocalState({ user: { id: 'a', name: 'On A', color: '#123456' } });
    // A second editor on A sees it: process A holds the state before B opens the document.
    const beside = await open(a, uuid);
    await eventually(() => beside.awareness.getStates().has(onA.doc.clientID), 10_000);
    const onB = await open(b, uuid);
    // Well within the 15 s after which y-protocols would send A's unchanged state again.
    await eventually(() => onB.awareness.getStates().has(onA.doc.clientID), 5_000);
  }, 60_000);

  it('presence and a PUT through the API reach editors on the other process', async () => {
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    const onA = await open(a, uuid);
    const onB = await open(b, uuid);
    onA.awareness.setLocalState({ user: { id: 'a', name: 'On A', color: '#123456' } });
    await eventually(() => onB.awareness.getStates().has(onA.doc.clientID), 10_000);
    const current = await httpCall<{ version: number }>(a.base, 'GET', `/v3/meetings/${uuid}`, {
      headers: owner.headers,
    });
    const next = AGENDA.replace('# Afternoon', '# Afternoon walk');
    await httpCall(b.base, 'PUT', `/v3/meetings/${uuid}`, {
      headers: owner.headers,
      body: JSON.stringify({ baseVersion: current.version, content: next }),
    });
    await eventually(() => onA.text.toString() === next && onB.text.toString() === next, 10_000);
    onA.close();
    await eventually(() => !onB.awareness.getStates().has(onA.doc.clientID), 10_000);
  }, 60_000);
});
