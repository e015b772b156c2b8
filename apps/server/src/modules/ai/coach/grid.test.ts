import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { describe, expect, it } from 'vitest';
import { draftAgenda } from './coach.ts';
import { gridRequests } from './grid.ts';
import { coachLibrary } from './library.ts';
import { applyRubric } from './rubric.ts';

describe('the built-in coach over the grid', () => {
  it('drafts agendas that parse, sum exactly, open, close, rest and fit the group', () => {
    const library = coachLibrary();
    const requests = gridRequests();
    const failures: string[] = [];
    let scoreSum = 0;
    for (const request of requests) {
      const draft = draftAgenda(library, request);
      const result = applyRubric(library, {
        ...request,
        content: draft.content,
        intent: draft.intent,
      });
      const { agenda, diagnostics } = parseAgenda(draft.content);
      expect(diagnostics).toEqual([]);
      expect(scheduleAgenda(agenda).requiredMinutes).toBe(request.durationMinutes);
      scoreSum += result.score;
      const hard = result.checks.filter(
        (check) =>
          !check.passed &&
          ['format', 'total-time', 'opens-and-closes', 'breaks', 'group-fit'].includes(check.id),
      );
      if (hard.length > 0) {
        failures.push(
          `${request.objective} ${request.durationMinutes}min ${request.participants}p: ${hard.map((c) => c.id).join(',')}`,
        );
      }
    }
    const mean = scoreSum / requests.length;
    const passRate = (requests.length - failures.length) / requests.length;
    console.info(
      `AI coach grid: ${requests.length} agendas, pass rate ${(passRate * 100).toFixed(1)} %, mean rubric score ${mean.toFixed(3)}`,
    );
    expect(failures).toEqual([]);
    expect(mean).toBeGreaterThan(0.95);
  });

  it('is deterministic for a seed and gives another valid variant for a new seed', () => {
    const library = coachLibrary();
    const request = {
      objective: 'Generate ideas to grow our newsletter',
      durationMinutes: 120,
      participants: 12,
      language: 'en' as const,
    };
    const first = draftAgenda(library, { ...request, seed: 1 });
    expect(draftAgenda(library, { ...request, seed: 1 }).content).toBe(first.content);
    const variants = new Set(
      [1, 2, 3, 4, 5].map((seed) => draftAgenda(library, { ...request, seed }).content),
    );
    expect(variants.size).toBeGreaterThan(2);
    for (const content of variants) {
      expect(applyRubric(library, { ...request, content, intent: first.intent }).passed).toBe(true);
    }
  });

  it('offers next-best alternatives that keep the agenda valid when swapped in', () => {
    const library = coachLibrary();
    const request = {
      objective: 'Retrospective of the product launch',
      durationMinutes: 90,
      participants: 8,
      language: 'fr' as const,
      seed: 3,
    };
    const draft = draftAgenda(library, request);
    const swappable = draft.alternatives.filter((entry) => entry.options.length > 0);
    expect(swappable.length).toBeGreaterThan(2);
    const { agenda } = parseAgenda(draft.content);
    for (const entry of swappable) {
      const option = entry.options[0]!;
      expect(option.methodId).not.toBe(entry.methodId);
      expect(option.sequence.durationMinutes).toBe(agenda.sequences[entry.index]!.durationMinutes);
      expect(agenda.sequences.map((sequence) => sequence.title)).not.toContain(
        option.sequence.title,
      );
    }
  });
});
