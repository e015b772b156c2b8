import { parseAgenda } from '@ordo/agenda';
import type { Meeting, SettingsInput, TrashEntry, UpdateMeeting } from '@ordo/contract';
import { ApiError } from '../../../api/errors.ts';
import { localBackup } from './local-backup.ts';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error';
export type Draft = { content: string; fridge: string[]; trash: TrashEntry[] };
export type SaverState = {
  server: Meeting;
  draft: Draft;
  status: SaveStatus;
  error: ApiError | null;
  /** Bumped when the text changed under the editor (a restore): editors reload it. */
  externalRevision: number;
};

/** The shared text of co-editing (features/collab), once it is synced with the server. */
export type SharedText = { write: (content: string) => void };

const TYPING_PAUSE_MS = 800;
const sameList = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps one meeting saved while it is edited. The agenda text is co-edited (a shared Yjs text
 * the server stores, see features/collab): once it is attached, the saver only mirrors it and
 * waits for the server's `persisted`. The fridge, trash and settings are saved here after a pause
 * with the version the edit was based on; when the version moved meanwhile (co-editing persists
 * new versions all the time, or a teammate saved), a 409 keeps the person's change and sends it
 * again on the fresh version. Until the server confirms, the work is also kept in localStorage,
 * and a lost connection is retried with growing pauses.
 */
export class MeetingSaver {
  private state: SaverState;
  private pendingSettings: SettingsInput | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private retryMs = 2000;
  private listeners = new Set<() => void>();
  private text: SharedText | null = null;
  /** A change of this person's to the shared text that the server has not stored yet. */
  private textUnsaved = false;

  constructor(
    server: Meeting,
    private readonly send: (uuid: string, input: UpdateMeeting) => Promise<Meeting>,
    /** Told the meeting as stored after co-editing stored a new version of its text. */
    private readonly onStored?: (meeting: Meeting) => void,
  ) {
    this.state = {
      server,
      draft: draftOf(server),
      status: 'saved',
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
    const { content, ...lists } = change;
    if (content !== undefined && this.text) {
      // Through the shared text: it comes back here by `textChanged`.
      this.text.write(content);
      if (Object.keys(lists).length === 0) return;
      change = lists;
    }
    this.set({ draft: { ...this.state.draft, ...change } });
    this.backup();
    this.schedule(TYPING_PAUSE_MS);
  }

  /**
   * The shared text is synced: from now on it holds the agenda text. Text typed here before
   * (from a backup, or the Sequences tab in the first instant) is written into it once.
   */
  attachText(text: SharedText, content: string): void {
    const typed = this.state.draft.content !== this.state.server.content;
    const pending = this.state.draft.content;
    this.text = text;
    this.set({ draft: { ...this.state.draft, content } });
    if (typed && pending !== content) text.write(pending);
  }

  /** The shared text changed (`local`: by this person, so not stored yet). */
  textChanged(content: string, local: boolean): void {
    if (local) this.textUnsaved = true;
    if (content !== this.state.draft.content) {
      this.set({ draft: { ...this.state.draft, content } });
    } else if (local) {
      this.set({});
    }
  }

  /**
   * The server stored the shared text as the meeting's content at `version`. `mineStored` is
   * false when an edit of this person's reached it after it read the text: that edit goes into
   * the next store, and until then the work is not "Saved" (a save of the settings sent on this
   * version would also meet a 409 then).
   */
  persisted(version: number, updatedAt: string, mineStored = true): void {
    const { server, draft } = this.state;
    if (mineStored) this.textUnsaved = false;
    if (version <= server.version) return this.set({});
    // What the server derives from the text (the header's title, what print and share read)
    // follows the stored text, as a PUT's answer used to bring it.
    const { title, objective } = parseAgenda(draft.content).agenda;
    this.set({
      server: { ...server, version, updatedAt, content: draft.content, title, objective },
    });
    this.onStored?.(this.state.server);
  }

  /**
   * Settings go out at once: they are choices, not keystrokes. Listeners hear of it now, so
   * the header reads "Saving…" from the moment of the choice rather than from the next task,
   * when the PUT leaves (until then it would still say "Saved" of a change not sent).
   */
  changeSettings(settings: SettingsInput): void {
    this.pendingSettings = { ...this.pendingSettings, ...settings };
    this.set({});
    this.schedule(0);
  }

  /** Sends any pending change now (leaving the page, pressing Ctrl+S). */
  flush(): void {
    this.schedule(0);
  }

  /** Replaces the whole meeting with what the server says (a restore or another action). */
  replace(server: Meeting): void {
    // The shared text brings a restored text itself, as an edit the others see too.
    const draft = this.text
      ? { ...draftOf(server), content: this.state.draft.content }
      : draftOf(server);
    const reload = draft.content !== this.state.draft.content;
    this.set({
      server,
      draft,
      externalRevision: this.state.externalRevision + (reload ? 1 : 0),
    });
    localBackup.clear(server.uuid);
  }

  /**
   * Someone else saved (the `/edits` feed said so, and this is what the server now holds): take
   * it as it is when nothing here is unsaved, else keep this person's changes on top of it and
   * save them. A save in flight meets it as a 409 and does the same there.
   */
  receive(current: Meeting): void {
    if (current.version <= this.state.server.version || this.inFlight) return;
    if (!this.dirty) return this.replace(current);
    this.rebase(current);
    if (this.dirty) this.schedule(0);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  /** Something this person changed is not stored yet (the shared text included). */
  get dirty(): boolean {
    return this.textUnsaved || this.listsDirty;
  }

  /** What a PUT of this saver would carry. */
  private get listsDirty(): boolean {
    const { server, draft } = this.state;
    return (
      this.pendingSettings !== null ||
      (!this.text && draft.content !== server.content) ||
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
    if (!this.listsDirty) return localBackup.clear(server.uuid);
    localBackup.write(server.uuid, {
      baseVersion: server.version,
      baseContent: server.content,
      ...draft,
    });
  }

  private async save(): Promise<void> {
    if (this.inFlight || !this.listsDirty) {
      if (!this.listsDirty && this.state.status !== 'saved') this.set({ status: 'saved' });
      return;
    }
    const { server, draft } = this.state;
    const settings = this.pendingSettings;
    const input: UpdateMeeting = { baseVersion: server.version };
    if (!this.text && draft.content !== server.content) input.content = draft.content;
    if (!sameList(draft.fridge, server.fridge)) input.fridge = draft.fridge;
    if (!sameList(draft.trash, server.trash)) input.trash = draft.trash;
    if (settings) input.settings = settings;
    this.inFlight = true;
    this.set({ status: 'saving', error: null });
    try {
      const saved = await this.send(server.uuid, input);
      if (this.pendingSettings === settings) this.pendingSettings = null;
      this.retryMs = 2000;
      // The shared text may be ahead of what this answer holds: the draft keeps it.
      this.set({
        server: this.text ? { ...saved, content: draft.content } : saved,
        status: 'saved',
      });
      this.backup();
    } catch (error) {
      this.handleFailure(error, settings);
    } finally {
      this.inFlight = false;
    }
    if (this.listsDirty && this.state.status !== 'error')
      this.schedule(this.state.status === 'offline' ? this.retryMs : 0);
  }

  private handleFailure(error: unknown, settings: SettingsInput | null): void {
    if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
      return this.rebase(error.body.current as Meeting);
    }
    if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
      return this.set({ status: 'offline' });
    }
    if (settings && this.pendingSettings === settings) this.pendingSettings = null;
    this.set({ status: 'error', error: error instanceof ApiError ? error : null });
  }

  /**
   * The server holds a newer version (co-editing persisted the text, or a teammate saved): the
   * person's own changes to the fridge, trash and settings stay and go out on that version; what
   * they did not change takes the newer value.
   */
  private rebase(current: Meeting): void {
    const { server: base, draft } = this.state;
    const content = this.text
      ? draft.content
      : draft.content === base.content
        ? current.content
        : draft.content;
    this.set({
      server: this.text ? { ...current, content } : current,
      draft: {
        content,
        fridge: sameList(draft.fridge, base.fridge) ? current.fridge : draft.fridge,
        trash: sameList(draft.trash, base.trash) ? current.trash : draft.trash,
      },
      status: 'saving',
      externalRevision: this.state.externalRevision + (content !== draft.content ? 1 : 0),
    });
    this.backup();
  }

  /**
   * Work kept in this browser from an earlier visit that never reached the server. The person's
   * fridge, trash and settings win; their text is taken back only where nobody changed the
   * meeting's text since (else the shared text, the version history, hold the newer one).
   */
  private recoverBackup(): void {
    const backup = localBackup.read(this.state.server.uuid);
    if (!backup) return;
    const { server } = this.state;
    const { baseContent, ...draft } = backup;
    const content = baseContent === server.content ? draft.content : server.content;
    this.state = {
      ...this.state,
      draft: { content, fridge: draft.fridge, trash: draft.trash },
      externalRevision: 1,
    };
    if (this.listsDirty) this.schedule(0);
  }
}

function draftOf(meeting: Meeting): Draft {
  return { content: meeting.content, fridge: meeting.fridge, trash: meeting.trash };
}
