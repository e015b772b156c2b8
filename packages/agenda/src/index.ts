// The public API of @ordo/agenda: the server and the web app import only from here.
export { parseAgenda } from './language/parse.ts';
export { serializeAgenda, serializeSequence } from './language/serialize.ts';
export { parseDuration } from './language/durations.ts';
export { linePrefix } from './language/lines.ts';
export { editSequence, sequenceRanges } from './language/edit.ts';
export { parseIncrementally } from './language/incremental.ts';
export type { ParsedText } from './language/incremental.ts';
export { scheduleAgenda } from './schedule.ts';
export { publicAgenda } from './public.ts';
export { renderMarkdown } from './markdown.ts';
export { isAllowListedHtml, renderPublicMarkdown } from './markdown-allow-list.ts';
export { escapeHtml } from './escape-html.ts';
export { DURATION_SPACE, formatMinutes } from './format.ts';
export { buildCalendar, UnknownTimeZoneError } from './calendar/ics.ts';
export type { CalendarEvent } from './calendar/ics.ts';
export { calendarContent } from './calendar/description.ts';
export {
  applyOnboardingEvent,
  isOnboardingComplete,
  isOnboardingEvent,
  onboardingEnds,
  onboardingEvents,
  onboardingSteps,
  readOnboarding,
  UnknownOnboardingEventError,
} from './onboarding.ts';
export type {
  OnboardingEnd,
  OnboardingEvent,
  OnboardingState,
  OnboardingStep,
} from './onboarding.ts';
export { aiPowerPeriod, aiPowerQuota, allows, entitlementsOf, isPlan, plans } from './plans.ts';
export type { AiPowerQuota, Capability, Entitlements, Plan } from './plans.ts';
export type {
  Agenda,
  Diagnostic,
  DiagnosticCode,
  Language,
  ParseResult,
  PublicAgenda,
  PublicRoom,
  PublicSequence,
  Room,
  RoomStep,
  Schedule,
  ScheduleItem,
  ScheduleRoom,
  ScheduleSpan,
  Sequence,
  SequenceEdit,
  SequenceRange,
} from './types.ts';
export { runAgendaOf } from './live/run-agenda.ts';
export { ADD_TIME_LIMIT_MINUTES, applyCommand, idleRun } from './live/apply-command.ts';
export { canSkip } from './live/run-rules.ts';
export { resolveTogglePause } from './live/toggle-pause.ts';
export type { TogglePause } from './live/toggle-pause.ts';
export type { SkipContext } from './live/run-rules.ts';
export { deriveRun, presentRun, replayRun } from './live/derive-run.ts';
export { publicRunState } from './live/public-run.ts';
export { isOlderRunState } from './live/run-order.ts';
export {
  projectedEndAt,
  recallRemainingMs,
  remainingMs,
  roomRemainingMs,
  spentMs,
} from './live/run-clock.ts';
export { projectRun } from './live/projections.ts';
export type {
  ProjectedSequence,
  ProjectionOptions,
  RunProjection,
  SequencePhase,
} from './live/projections.ts';
export { TIME_LEFT_LIMIT_SECONDS } from './live/time-left.ts';
export { runStatistics, sequenceStarts } from './live/run-stats.ts';
export type { RunStatistics, SequenceStatistics } from './live/run-stats.ts';
export { landOnTime } from './live/land-on-time.ts';
export {
  CLOCK_SAMPLE_WINDOW,
  estimateClockOffset,
  recordClockSample,
  serverTimeAt,
} from './live/clock-sync.ts';
export type { ClockEstimate, ClockSample, ClockSyncOptions } from './live/clock-sync.ts';
export type {
  ApplyResult,
  LandingPlan,
  LandingStep,
  RunAgenda,
  RunCommand,
  RunCommandType,
  RunCore,
  RunLogEntry,
  RunRecall,
  RunRefusal,
  RunRoomPlan,
  RunRoomResult,
  RunRoomState,
  RunRoomStatus,
  RunSequencePlan,
  RunSequenceProgress,
  RunState,
  RunStateSequence,
  RunStatus,
  RunStepPlan,
  RunStepState,
  StageMessage,
} from './live/types.ts';
export { instantOf, zoneOffset } from './zoned-time.ts';
