import {
  entitlementsOf,
  parseAgenda,
  publicAgenda,
  renderPublicMarkdown as html,
  scheduleAgenda,
  type Plan,
  type PublicRoom,
} from '@ordo/agenda';
import type { PublicMeeting, PublicMeetingRoom } from '@ordo/contract';
import type { MeetingRow } from '../../db/schema/index.ts';
import { lifecycleOf } from '../meetings/derive.ts';
import { mayBeIndexed } from '../meetings/search-indexing.ts';

/** A room of `publicAgenda`'s output, field by field: nothing else of it can reach the answer. */
function presentRoom(room: PublicRoom): PublicMeetingRoom {
  return {
    index: room.index,
    name: room.name,
    minutes: room.minutes,
    hosts: room.hosts,
    description: room.description,
    nameHtml: html(room.name),
    descriptionHtml: html(room.description),
    steps: room.steps.map((step) => ({
      index: step.index,
      title: step.title,
      minutes: step.minutes,
    })),
  };
}

/**
 * The public projection (DESIGN §3 "What is public"). Only `publicAgenda` output reaches the
 * sequences, so private notes and hidden comments are never even in memory next to the answer.
 * The schedule is computed from the full agenda, which has the same durations. Branding follows
 * the owner's plan today, so a lapsed PRO shows the product mark again.
 */
export function presentPublic(row: MeetingRow, ownerPlan: Plan): PublicMeeting {
  const { agenda } = parseAgenda(row.content);
  const visible = publicAgenda(agenda);
  const schedule = scheduleAgenda(agenda, { start: row.startTime });
  const allowed = entitlementsOf(ownerPlan);
  return {
    uuid: row.id,
    title: visible.title,
    objective: visible.objective,
    titleHtml: html(visible.title),
    objectiveHtml: html(visible.objective),
    date: row.date,
    startTime: row.startTime,
    timeZone: row.timeZone,
    language: row.language,
    lifecycle: lifecycleOf(row),
    schedule: {
      totalMinutes: schedule.totalMinutes,
      requiredMinutes: schedule.requiredMinutes,
      optionalMinutes: schedule.optionalMinutes,
      end: schedule.end ?? null,
    },
    sequences: visible.sequences.map((sequence, index) => {
      const item = schedule.items[index];
      return {
        index,
        title: sequence.title,
        optional: sequence.optional,
        speakers: sequence.speakers,
        durationMinutes: sequence.durationMinutes,
        startMinute: item?.startMinute ?? 0,
        endMinute: item?.endMinute ?? 0,
        start: item?.start ?? null,
        end: item?.end ?? null,
        description: sequence.description,
        titleHtml: html(sequence.title),
        descriptionHtml: html(sequence.description),
        ...(sequence.rooms && sequence.rooms.length > 0
          ? { rooms: sequence.rooms.map(presentRoom) }
          : {}),
      };
    }),
    brandColor: allowed.customColors ? row.brandColor : null,
    hideBranding: allowed.removeBranding && row.hideBranding,
    indexable: mayBeIndexed(row),
    // Every viewer colours its countdown as the stage does.
    stageWarnings: row.stageWarnings,
  };
}
