import zoneCountries from './zone-countries.json';

/** One choice of the time zone picker, with what a person may type to find it. */
export type TimeZoneOption = {
  value: string;
  /** "Paris — France (UTC+01:00)": the city, its country, the offset right now. */
  label: string;
  /** Lower-case, accent-free words: zone id, city, countries in both languages, offsets. */
  keywords: string;
};

/**
 * The countries of each zone (its own first), from the tz database's zone.tab and zone1970.tab,
 * and the old names browsers still report (ICU says Asia/Calcutta for Asia/Kolkata) with the
 * zone they stand for, from tzdata's links.
 */
const { zones: countriesOf, links } = zoneCountries as {
  zones: Record<string, string[]>;
  links: Record<string, string>;
};

export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** "UTC+01:00" for Paris in winter, "UTC" for London then: the offset at `at`. */
export function utcOffset(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((entry) => entry.type === 'timeZoneName')?.value;
    return part ? part.replace('GMT', 'UTC') : 'UTC';
  } catch {
    return 'UTC';
  }
}

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `+01:00` also matches "+1", "+01", "utc+1" and "gmt+1"; a half-hour zone keeps its minutes. */
function offsetWords(offset: string): string[] {
  const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return ['utc', 'gmt', '+0', '+00:00'];
  const [, sign, hours = '00', minutes = '00'] = match;
  const short = `${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
  return [offset, `${sign}${hours}:${minutes}`, short, `utc${short}`, `gmt${short}`];
}

/**
 * Every zone as a labelled option in `language`, sorted by offset then name, searchable by
 * city, country (in English and French whatever the interface language) and offset.
 *
 * @example timeZoneOptions('en', now).find((o) => o.value === 'Europe/Paris')?.label
 * // "Paris — France (UTC+01:00)" in winter
 */
export function timeZoneOptions(language: string, at: Date, zones = supportedTimeZones()) {
  const options = zones.map((zone): TimeZoneOption & { minutes: number } => {
    const offset = utcOffset(zone, at);
    const current = links[zone] ?? zone;
    const city = (current.split('/').pop() ?? current).replace(/_/g, ' ');
    const codes = countriesOf[current] ?? [];
    const countries = codes.map((code) => regionName(code, language));
    const otherCountries = codes.map((code) => regionName(code, language === 'fr' ? 'en' : 'fr'));
    const place = countries[0] ? `${city} — ${countries[0]}` : city;
    const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(offset);
    const minutes = match
      ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
      : 0;
    return {
      value: zone,
      label: `${place} (${offset})`,
      keywords: fold(
        [zone, city, ...countries, ...otherCountries, ...codes, ...offsetWords(offset)].join(' '),
      ),
      minutes,
    };
  });
  options.sort((a, b) => a.minutes - b.minutes || a.label.localeCompare(b.label));
  return options.map(({ minutes: _minutes, ...option }) => option);
}

/** True when every word typed appears among the option's keywords. */
export function matchesTimeZone(option: TimeZoneOption, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return words.every((word) => option.keywords.includes(word));
}
