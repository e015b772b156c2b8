import type { TemplateFilters } from '../../api/templates.ts';

/** The gallery's duration filter: a few ranges people think in, mapped to the API's bounds. */
export const durationBuckets = ['any', 'short', 'medium', 'long', 'multi'] as const;
export type DurationBucket = (typeof durationBuckets)[number];

const bounds: Record<DurationBucket, Pick<TemplateFilters, 'minMinutes' | 'maxMinutes'>> = {
  any: {},
  short: { maxMinutes: 60 },
  medium: { minMinutes: 61, maxMinutes: 180 },
  long: { minMinutes: 181, maxMinutes: 540 },
  multi: { minMinutes: 541 },
};

export function durationBounds(bucket: DurationBucket) {
  return bounds[bucket];
}

export function isDurationBucket(value: string | null): value is DurationBucket {
  return durationBuckets.some((bucket) => bucket === value);
}
