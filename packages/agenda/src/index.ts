// The public API of @ordo/agenda: the server and the web app import only from here.
export { parseAgenda } from './language/parse.ts';
export { serializeAgenda, serializeSequence } from './language/serialize.ts';
export { parseDuration } from './language/durations.ts';
export { linePrefix } from './language/lines.ts';
export { editSequence, sequenceRanges } from './language/edit.ts';
export { scheduleAgenda } from './schedule.ts';
export { publicAgenda } from './public.ts';
export { renderMarkdown } from './markdown.ts';
export { formatMinutes } from './format.ts';
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
  PublicSequence,
  Schedule,
  ScheduleItem,
  Sequence,
  SequenceEdit,
  SequenceRange,
} from './types.ts';
