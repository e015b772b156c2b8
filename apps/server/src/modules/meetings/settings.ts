import { entitlementsOf } from '@ordo/agenda';
import type { SettingsInput } from '@ordo/contract';
import type { MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export type SettingsColumns = Pick<
  MeetingRow,
  | 'date'
  | 'startTime'
  | 'timeZone'
  | 'visibility'
  | 'isTemplate'
  | 'brandColor'
  | 'hideBranding'
  | 'searchIndexing'
  | 'language'
  | 'stageWarnings'
  | 'accessCode'
  | 'passEpoch'
>;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `settings.${path} ${message}`, {
    issues: [{ path: `settings.${path}`, message }],
  });

/**
 * Applies a settings change and enforces the rules that span fields: an access code exists if
 * and only if the meeting is Restricted (DESIGN §4); changing the code or the visibility bumps
 * the pass epoch so every pass issued before stops working; colours and branding removal are
 * PRO (entitlements decide).
 */
export function applySettings(
  current: SettingsColumns,
  input: SettingsInput | undefined,
  plan: 'free' | 'pro',
): SettingsColumns {
  if (!input) return settingsColumnsOf(current);
  const visibility = input.visibility ?? current.visibility;
  if (input.code && visibility !== 'Restricted') {
    throw invalid('code', 'can only be set on a Restricted meeting');
  }
  const accessCode =
    visibility === 'Restricted'
      ? input.code === undefined
        ? current.accessCode
        : input.code
      : null;
  if (visibility === 'Restricted' && !accessCode) {
    throw invalid('code', 'is required for a Restricted meeting');
  }
  const allowed = entitlementsOf(plan);
  if (input.brandColor && input.brandColor !== current.brandColor && !allowed.customColors) {
    throw new AppError('PRO_REQUIRED', 'Custom colours need the PRO plan');
  }
  if (input.hideBranding && !current.hideBranding && !allowed.removeBranding) {
    throw new AppError('PRO_REQUIRED', 'Removing the branding needs the PRO plan');
  }
  const sharingChanged = visibility !== current.visibility || accessCode !== current.accessCode;
  return {
    date: input.date === undefined ? current.date : input.date,
    startTime: input.startTime === undefined ? current.startTime : input.startTime,
    timeZone: input.timeZone ?? current.timeZone,
    visibility,
    isTemplate: input.isTemplate ?? current.isTemplate,
    brandColor: input.brandColor === undefined ? current.brandColor : input.brandColor,
    hideBranding: input.hideBranding ?? current.hideBranding,
    searchIndexing: input.searchIndexing ?? current.searchIndexing,
    language: input.language ?? current.language,
    stageWarnings: input.stageWarnings === undefined ? current.stageWarnings : input.stageWarnings,
    accessCode,
    passEpoch: current.passEpoch + (sharingChanged ? 1 : 0),
  };
}

export const defaultSettings = (language: 'en' | 'fr'): SettingsColumns => ({
  date: null,
  startTime: null,
  timeZone: 'UTC',
  visibility: 'Private',
  isTemplate: false,
  brandColor: null,
  hideBranding: false,
  searchIndexing: false,
  language,
  stageWarnings: null,
  accessCode: null,
  passEpoch: 0,
});

/** Only the settings columns of a row, so spreading them never carries other fields along. */
export function settingsColumnsOf(row: SettingsColumns): SettingsColumns {
  return {
    date: row.date,
    startTime: row.startTime,
    timeZone: row.timeZone,
    visibility: row.visibility,
    isTemplate: row.isTemplate,
    brandColor: row.brandColor,
    hideBranding: row.hideBranding,
    searchIndexing: row.searchIndexing,
    language: row.language,
    stageWarnings: row.stageWarnings,
    accessCode: row.accessCode,
    passEpoch: row.passEpoch,
  };
}
