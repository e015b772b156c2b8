import type { Meeting, MeetingSettings, MeetingSummary } from '@ordo/contract';
import type { MeetingRow } from '../../db/schema/index.ts';
import { lifecycleOf } from './derive.ts';
import { settingsColumnsOf } from './settings.ts';

/** Settings as stored in a snapshot or shown to anyone: never the access code. */
export function settingsOf(row: MeetingRow): MeetingSettings {
  const { accessCode: _code, passEpoch: _epoch, ...settings } = settingsColumnsOf(row);
  return settings;
}

/** A dashboard row: no texts, no access code. */
export function presentSummary(row: MeetingRow): MeetingSummary {
  return {
    uuid: row.id,
    status: row.status,
    joinCode: row.joinCode,
    archived: row.archived,
    workspace_uuid: row.workspaceId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    title: row.title,
    objective: row.objective,
    lifecycle: lifecycleOf(row),
    schedule: {
      totalMinutes: row.totalMinutes,
      requiredMinutes: row.requiredMinutes,
      optionalMinutes: row.optionalMinutes,
      end: row.scheduleEnd,
    },
    sequenceCount: row.sequenceCount,
    settings: settingsOf(row),
  };
}

/**
 * The whole meeting for someone who may edit it: the text with its private notes, and the
 * access code so they can pass it on (DESIGN §4). Only call after the edit policy said yes.
 */
export function presentForEditor(row: MeetingRow): Meeting {
  return {
    ...presentSummary(row),
    content: row.content,
    settings: { ...settingsOf(row), code: row.accessCode },
    fridge: row.fridge,
    trash: row.trash,
  };
}
