import { describe, expect, it } from 'vitest';
import { resumeIndex, tourSteps } from './tour-steps.ts';

describe('the onboarding tour', () => {
  it('has four screens recording 8, 9 and 10 in order', () => {
    expect(tourSteps).toHaveLength(4);
    expect(tourSteps.map((step) => step.records)).toEqual([null, '8', '9', '10']);
  });

  it.each<[string[], number]>([
    [[], 0],
    [['8'], 2],
    [['8', '9'], 3],
    [['9'], 1],
    [['8', '9', '10'], 3],
  ])('resumes with steps %j at screen %i', (steps, index) => {
    expect(resumeIndex(steps)).toBe(index);
  });
});
