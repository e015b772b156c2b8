import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { meetingSettingsSchema, type CreateMeeting, type UpdateMeeting } from '@ordo/contract';
import type { Db, Executor } from '../../db/client.ts';
import { meetingSnapshots, meetings, type MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { checkContentLimits } from './content-limits.ts';
import { deriveFields } from './derive.ts';
import { withTitleSuffix } from './duplicate-title.ts';
import { recordVersion, type Author } from './history.ts';
import { newJoinCode } from './join-code.ts';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import { presentForEditor } from './presenter.ts';
import { loadEditable } from '../../access/loaders.ts';
import { assertRestorable } from './history-queries.ts';
import { discardIfNeverUsed } from './discard-empty.ts';
import type { TeamSeats } from '../../access/policy.ts';
import { assertMayMove, assertMayPlaceIn } from '../../access/team-placement.ts';
import { getTemplate } from '../templates/queries.ts';
import {
  applySettings,
  defaultSettings,
  settingsColumnsOf,
  type SettingsColumns,
} from './settings.ts';

export type Actor = Author & { language: 'en' | 'fr'; teams?: TeamSeats };

/** What the commands need besides the database: the time and the history interval. */
export type CommandContext = {
  db: Db;
  now: Date;
  versionIntervalMs: number;
  /**
   * Called inside the transaction when a save changed the text: the shared document of
   * co-editing takes the change as an edit (issue 30, collab/shared-documents.ts).
   */
  contentWritten?: (tx: Executor, meetingId: string, text: string) => Promise<void>;
};

/** Inserts a meeting, retrying the rare join-code collision with a fresh code. */
async function insertMeeting(
  tx: Executor,
  values: Omit<MeetingRow, 'joinCode'>,
): Promise<MeetingRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(meetings)
      .values({ ...values, joinCode: newJoinCode() })
      .onConflictDoNothing({ target: meetings.joinCode })
      .returning();
    if (row) return row;
  }
  throw new Error('could not find a free join code');
}

function newRow(actor: Actor, content: string, settings: SettingsColumns, now: Date) {
  const derived = deriveFields(content, settings.startTime);
  checkContentLimits(content, derived.sequenceCount);
  return {
    id: randomUUID(),
    ownerId: actor.id,
    workspaceId: null,
    status: 'ACTIVE' as const,
    content,
    ...derived,
    ...settings,
    fridge: [],
    trash: [],
    archived: false,
    // A new meeting, or a copy, has never been run: its runs stay with the original.
    runStatus: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

export async function createMeeting(
  { db, now, versionIntervalMs }: CommandContext,
  actor: Actor,
  input: CreateMeeting,
): Promise<MeetingRow> {
  const template = input.templateId
    ? await getTemplate(db, actor, input.templateId, input.language)
    : undefined;
  const content = template?.content ?? input.content ?? '';
  // A meeting started from a template speaks the template's language.
  const language = template?.language ?? actor.language;
  const settings = applySettings(defaultSettings(language), input.settings, actor.plan);
  const workspaceId = input.workspace_uuid ?? null;
  if (workspaceId) assertMayPlaceIn(actor, workspaceId);
  return db.transaction(async (tx) => {
    const row = await insertMeeting(tx, { ...newRow(actor, content, settings, now), workspaceId });
    if (content.trim())
      await recordVersion(tx, row, actor, actor.plan, now, { intervalMs: versionIntervalMs });
    return row;
  });
}

/**
 * A copy owned by the caller: title suffixed, same agenda and settings, but Private, without
 * access code, archive flag, runs or history (issue 6).
 */
export async function duplicateMeeting(
  { db, now, versionIntervalMs }: CommandContext,
  actor: Actor,
  ref: MeetingRef,
): Promise<MeetingRow> {
  return db.transaction(async (tx) => {
    const source = await loadEditable(tx, actor, ref, { read: true });
    const content = withTitleSuffix(
      source.content,
      source.language === 'fr' ? '(copie)' : '(copy)',
    );
    const settings = {
      ...settingsColumnsOf(source),
      visibility: 'Private' as const,
      accessCode: null,
      passEpoch: 0,
      // A copy is a new page: it starts unlisted, like every new meeting.
      searchIndexing: false,
    };
    const row = await insertMeeting(tx, {
      ...newRow(actor, content, settings, now),
      fridge: source.fridge,
      trash: source.trash,
    });
    await recordVersion(tx, row, actor, actor.plan, now, { intervalMs: versionIntervalMs });
    return row;
  });
}

export async function updateMeeting(
  { db, now, versionIntervalMs, contentWritten }: CommandContext,
  actor: Actor,
  ref: MeetingRef,
  input: UpdateMeeting,
): Promise<MeetingRow> {
  return db.transaction(async (tx) => {
    const current = await loadEditable(tx, actor, ref, { forUpdate: true });
    const workspaceId =
      input.workspace_uuid === undefined ? current.workspaceId : input.workspace_uuid;
    assertMayMove(actor, current, workspaceId);
    if (input.baseVersion !== current.version) {
      throw new AppError('VERSION_CONFLICT', undefined, { current: presentForEditor(current) });
    }
    const changesOtherThanStatus = Object.keys(input).some(
      (key) => key !== 'baseVersion' && key !== 'status',
    );
    if (current.status === 'DELETED' && input.status !== 'ACTIVE' && changesOtherThanStatus) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Restore the meeting from the trash before editing it',
        {
          issues: [{ path: 'status', message: 'the meeting is in the trash' }],
        },
      );
    }

    let content = input.content ?? current.content;
    let settingsInput = input.settings;
    if (input.restoreSnapshotId) {
      const [snapshot] = await tx
        .select()
        .from(meetingSnapshots)
        .where(
          and(
            eq(meetingSnapshots.id, input.restoreSnapshotId),
            eq(meetingSnapshots.meetingId, current.id),
          ),
        );
      if (!snapshot) throw new AppError('NOT_FOUND', 'This version does not exist');
      await assertRestorable(tx, current, snapshot.id);
      content = snapshot.content;
      // Sharing stays as it is now: restoring a text must not publish, list or unlock a meeting.
      const stored = meetingSettingsSchema.partial().parse(snapshot.settings);
      const { visibility: _visibility, searchIndexing: _indexing, ...restorable } = stored;
      settingsInput = { ...restorable, ...input.settings };
    }

    const settings = applySettings(current, settingsInput, actor.plan);
    const derived = deriveFields(content, settings.startTime);
    checkContentLimits(content, derived.sequenceCount);
    const status = input.status ?? current.status;
    const onlyDeleting =
      status === 'DELETED' && current.status === 'ACTIVE' && !changesOtherThanStatus;
    if (onlyDeleting && (await discardIfNeverUsed(tx, current))) {
      return { ...current, status, deletedAt: now, version: current.version + 1, updatedAt: now };
    }
    const [updated] = await tx
      .update(meetings)
      .set({
        content,
        ...derived,
        ...settings,
        fridge: input.fridge ?? current.fridge,
        trash: input.trash ?? current.trash,
        archived: input.archived ?? current.archived,
        workspaceId,
        status,
        deletedAt: status === 'DELETED' ? (current.deletedAt ?? now) : null,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(and(eq(meetings.id, current.id), eq(meetings.version, current.version)))
      .returning();
    if (!updated)
      throw new AppError('VERSION_CONFLICT', undefined, { current: presentForEditor(current) });

    if (input.restoreSnapshotId) {
      await recordVersion(tx, updated, actor, actor.plan, now, {
        force: true,
        intervalMs: versionIntervalMs,
      });
    } else if (content !== current.content) {
      await recordVersion(tx, updated, actor, actor.plan, now, { intervalMs: versionIntervalMs });
    }
    if (content !== current.content) await contentWritten?.(tx, updated.id, content);
    return updated;
  });
}
