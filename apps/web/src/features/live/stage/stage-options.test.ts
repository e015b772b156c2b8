import { describe, expect, it } from 'vitest';
import { defaultStageOptions, parseStageOptions, stageQuery } from './stage-options.ts';

describe('parseStageOptions', () => {
  it.each([
    ['', defaultStageOptions],
    ['?layout=clock', { ...defaultStageOptions, layout: 'clock' }],
    ['?layout=CLOCK&theme=Light', { ...defaultStageOptions, layout: 'clock', theme: 'light' }],
    ['?theme=dark&lang=fr', { ...defaultStageOptions, theme: 'dark', lang: 'fr' }],
    ['?seconds=0', { ...defaultStageOptions, seconds: false }],
    ['?seconds=1', defaultStageOptions],
    // Unknown values fall back to the default, never an error.
    ['?layout=huge&theme=sepia&lang=de&seconds=maybe', defaultStageOptions],
    ['?layout=&theme&lang=%E0%A4%A', defaultStageOptions],
    ['?layout=clock&layout=full', { ...defaultStageOptions, layout: 'clock' }],
  ])('%s reads as asked', (search, options) => {
    expect(parseStageOptions(search)).toEqual(options);
  });

  it('round-trips through the query it writes', () => {
    const options = { layout: 'clock', theme: 'light', lang: 'fr', seconds: false } as const;
    expect(stageQuery(options)).toBe('?layout=clock&theme=light&lang=fr&seconds=0');
    expect(parseStageOptions(stageQuery(options))).toEqual(options);
    expect(stageQuery(defaultStageOptions)).toBe('');
  });
});
