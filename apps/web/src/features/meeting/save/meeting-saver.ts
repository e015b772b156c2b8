import type { Meeting, SettingsInput, TrashEntry, UpdateMeeting } from '@ordo/contract';
import { ApiError } from '../../../api/errors.ts';
import { localBackup } from './local-backup.ts';
import { mergeThreeWay } from './three-way-merge.ts';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'conflict' | 'error';
export type Draft = { content: string; fridge: string[]; trash: TrashEntry[] };
export type Conflict = { mine: string; theirs: string };
export type SaverState = {
  server: Meeting;
  draft: Draft;
  status: SaveStatus;
  conflict: Conflict | null;
  error: ApiError | null;
  /** Bumped when the text changed under the editor (merge, restore, pick): editors reload it. */
  externalRevision: number;
};

const TYPING_PAUSE_MS = 800;
const sameList = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps one meeting saved while it is edited. Saves after a pause in typing with the version
 * the edit was based on; when someone else saved meanwhile (409) it merges both texts and saves
 * again, or asks when both changed the same lines. Until the server confirms, the work is also
 * kept in localStorage, and a lost connection is retried with growing pauses.
 */
export class MeetingSaver {
  private state: SaverState;
  private pendingSettings: SettingsInput | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private retryMs = 2000;
  private listeners = new Set<() => void>();

  constructor(
    server: Meeting,
    private readonly send: (uuid: string, input: UpdateMeeting) => Promise<Meeting>,
    private readonly onMerged: () => void = () => undefined,
  ) {
    this.state = {
      server,
      draft: draftOf(server),
      status: 'saved',
      conflict: null,
      error: null,
      externalRevision: 0,
    };
    this.recoverBackup();
  }

  getState = (): SaverState => this.state;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  edit(change: Partial<Draft>): void {
    this.set({ draft: { ...this.state.draft, ...change } });
    this.backup();
    this.schedule(TYPING_PAUSE_MS);
  }

  /** Settings go out at once: they are choices, not keystrokes. */
  changeSettings(settings: SettingsInput): void {
    this.pendingSettings = { ...this.pendingSettings, ...settings };
    this.schedule(0);
  }

  /** Sends any pending change now (leaving the page, pressing Ctrl+S). */
  flush(): void {
    this.schedule(0);
  }

  /** After a conflict: keep my text (saved over theirs) or take theirs. */
  resolve(choice: 'mine' | 'theirs'): void {
    const conflict = this.state.conflict;
    if (!conflict) return;
    const content = choice === 'mine' ? conflict.mine : conflict.theirs;
    this.set({
      conflict: null,
      status: 'saved',
      draft: { ...this.state.draft, content },
      externalRevision: this.state.externalRevision + 1,
    });
    this.backup();
    this.schedule(0);
  }

  /** Replaces the whole meeting with what the server says (a restore or another action). */
  replace(server: Meeting): void {
    this.set({ server, draft: draftOf(server), externalRevision: this.state.externalRevision + 1 });
    localBackup.clear(server.uuid);
  }

  /**
   * Someone else saved (the `/edits` feed said so, and this is what the server now holds): take
   * it as it is when nothing here is unsaved, else fold it into the draft with the three-way
   * merge and save the result. A save in flight meets it as a 409 and merges there instead.
   */
  receive(current: Meeting): void {
    if (current.version <= this.state.server.version || this.inFlight) return;
    if (this.state.conflict) return;
    if (!this.dirty) return this.replace(current);
    this.merge(current);
    if (this.dirty && !this.state.conflict) this.schedule(0);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  get dirty(): boolean {
    const { server, draft } = this.state;
    return (
      this.pendingSettings !== null ||
      draft.content !== server.content ||
      !sameList(draft.fridge, server.fridge) ||
      !sameList(draft.trash, server.trash)
    );
  }

  private set(patch: Partial<SaverState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), delayMs);
  }

  private backup(): void {
    const { server, draft } = this.state;
    if (!this.dirty) return localBackup.clear(server.uuid);
    localBackup.write(server.uuid, {
      baseVersion: server.version,
      baseContent: server.content,
      ...draft,
    });
  }

  private async save(): Promise<void> {
    if (this.inFlight || this.state.conflict || !this.dirty) {
      if (!this.dirty && !this.state.conflict && this.state.status !== 'saved')
        this.set({ status: 'saved' });
      return;
    }
    const { server, draft } = this.state;
    const settings = this.pendingSettings;
    const input: UpdateMeeting = { baseVersion: server.version };
    if (draft.content !== server.content) input.content = draft.content;
    if (!sameList(draft.fridge, server.fridge)) input.fridge = draft.fridge;
    if (!sameList(draft.trash, server.trash)) input.trash = draft.trash;
    if (settings) input.settings = settings;
    this.inFlight = true;
    this.set({ status: 'saving', error: null });
    try {
      const saved = await this.send(server.uuid, input);
      if (this.pendingSettings === settings) this.pendingSettings = null;
      this.retryMs = 2000;
      this.set({ server: saved, status: 'saved' });
      this.backup();
    } catch (error) {
      this.handleFailure(error, settings);
    } finally {
      this.inFlight = false;
    }
    if (this.dirty && !this.state.conflict && this.state.status !== 'error')
      this.schedule(this.state.status === 'offline' ? this.retryMs : 0);
  }

  private handleFailure(error: unknown, settings: SettingsInput | null): void {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
      return this.merge(error.body.current as Meeting);
    }
    if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
      return this.set({ status: 'offline' });
    }
    if (settings && this.pendingSettings === settings) this.pendingSettings = null;
    this.set({ status: 'error', error: error instanceof ApiError ? error : null });
  }

  /** Someone saved first: fold their version and ours together over the common base. */
  private merge(current: Meeting): void {
    const { server: base, draft } = this.state;
    const result = mergeThreeWay(base.content, draft.content, current.content);
    const lists = {
      fridge: sameList(draft.fridge, base.fridge) ? current.fridge : draft.fridge,
      trash: sameList(draft.trash, base.trash) ? current.trash : draft.trash,
    };
    if (result.clean) {
      this.set({
        server: current,
        draft: { content: result.text, ...lists },
        status: 'saving',
        externalRevision: this.state.externalRevision + 1,
      });
      this.onMerged();
    } else {
      this.set({
        server: current,
        draft: { ...draft, ...lists },
        status: 'conflict',
        conflict: { mine: draft.content, theirs: current.content },
      });
    }
    this.backup();
  }

  /** Work kept in this browser from an earlier visit that never reached the server. */
  private recoverBackup(): void {
    const backup = localBackup.read(this.state.server.uuid);
    if (!backup) return;
    const { server } = this.state;
    const { baseVersion, baseContent, ...draft } = backup;
    if (baseVersion === server.version) {
      this.state = { ...this.state, draft, externalRevision: 1 };
    } else {
      const result = mergeThreeWay(baseContent, draft.content, server.content);
      this.state = result.clean
        ? { ...this.state, draft: { ...draft, content: result.text }, externalRevision: 1 }
        : {
            ...this.state,
            status: 'conflict',
            conflict: { mine: draft.content, theirs: server.content },
          };
    }
    if (this.dirty) this.schedule(0);
  }
}

function draftOf(meeting: Meeting): Draft {
  return { content: meeting.content, fridge: meeting.fridge, trash: meeting.trash };
}
