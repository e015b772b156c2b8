import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { describe, expect, it } from 'vitest';
import { assistAgenda } from './assistant.ts';
import { draftAgenda } from './coach.ts';
import { readInstructions } from './instructions.ts';
import { coachLibrary } from './library.ts';
import { agendaSlides } from './slides.ts';
import { sequenceDetails } from './details.ts';

const library = coachLibrary();
const plain = 'Day\n\n# Intro\n: 20\n\n# Work\n: 100\n\n# Wrap-up\n: 10\n\n/# Extra\n: 10\n';
const minutesOf = (content: string) => scheduleAgenda(parseAgenda(content).agenda).requiredMinutes;
const titlesOf = (content: string) =>
  parseAgenda(content).agenda.sequences.map((sequence) => sequence.title);

describe('the built-in editor assistant', () => {
  it.each([
    ['Fit to 45 minutes', [{ kind: 'fit', minutes: 45 }]],
    ['Shorten it to 1h30', [{ kind: 'fit', minutes: 90 }]],
    ['Ramener à 2 heures', [{ kind: 'fit', minutes: 120 }]],
    ['Add breaks', [{ kind: 'add-breaks' }]],
    ['Supprime les pauses', [{ kind: 'remove-breaks' }]],
    ['Add a check-in', [{ kind: 'add-opening' }]],
    ['Ajoute une clôture', [{ kind: 'add-closing' }]],
    ['Drop the optional sequences', [{ kind: 'drop-optional' }]],
    ['Replace "Work" with something else', [{ kind: 'replace', target: 'work' }]],
    ['Write it as a sonnet', []],
  ])('reads "%s"', (text, expected) => {
    expect(readInstructions(text)).toEqual(expected);
  });

  it('fits to a duration and drops optional sequences', () => {
    const result = assistAgenda(library, {
      instruction: 'Drop optional sequences and fit to 65 minutes',
      content: plain,
      language: 'en',
    });
    expect(titlesOf(result.content)).toEqual(['Intro', 'Work', 'Wrap-up']);
    expect(minutesOf(result.content)).toBe(65);
    expect(result.changes).toHaveLength(2);
  });

  it('adds breaks where a stretch runs over 90 minutes, keeping the total', () => {
    const result = assistAgenda(library, {
      instruction: 'Add breaks',
      content: plain,
      language: 'fr',
    });
    expect(titlesOf(result.content)).toContain('Pause');
    expect(minutesOf(result.content)).toBe(130);
    expect(result.changes[0]).toContain('pause');
  });

  it('removes breaks and adds an opening and a closing from the library, keeping the total', () => {
    const draft = draftAgenda(library, {
      objective: 'Plan the quarter',
      durationMinutes: 180,
      participants: 10,
      language: 'en',
      seed: 2,
    });
    const noBreaks = assistAgenda(library, {
      instruction: 'Remove the breaks',
      content: draft.content,
      language: 'en',
    });
    expect(titlesOf(noBreaks.content).some((title) => title === 'Break')).toBe(false);
    expect(minutesOf(noBreaks.content)).toBe(180);
    const opened = assistAgenda(library, {
      instruction: 'Add an opening',
      content: plain,
      language: 'en',
    });
    expect(titlesOf(opened.content)).toHaveLength(5);
    expect(minutesOf(opened.content)).toBe(130);
    const closed = assistAgenda(library, {
      instruction: 'Add a closing',
      content: plain,
      language: 'en',
    });
    expect(titlesOf(closed.content).at(-1)).not.toBe('Extra');
  });

  it('replaces a sequence by another method of the same phase with the same minutes', () => {
    const draft = draftAgenda(library, {
      objective: 'Retrospective of the launch',
      durationMinutes: 60,
      participants: 6,
      language: 'en',
      seed: 9,
    });
    const target = parseAgenda(draft.content).agenda.sequences[1]!;
    const result = assistAgenda(library, {
      instruction: `Replace "${target.title}"`,
      content: draft.content,
      language: 'en',
    });
    const replaced = parseAgenda(result.content).agenda.sequences[1]!;
    expect(replaced.title).not.toBe(target.title);
    expect(replaced.durationMinutes).toBe(target.durationMinutes);
    expect(minutesOf(result.content)).toBe(60);
  });

  it('says clearly when it does not understand a request, lists what it can do, changes nothing', () => {
    const result = assistAgenda(library, {
      instruction: 'Make it funnier',
      content: plain,
      language: 'en',
    });
    expect(result).toMatchObject({ content: plain, changes: [], needsModel: true });
    expect(result.summary).toContain('I did not understand “Make it funnier”');
    expect(result.summary).toContain('“Fit to 90 minutes”');
    expect(result.summary).toContain('“Add an energizer”');
  });

  it('never turns a request it half understands into something else: it offers what it can do', () => {
    for (const instruction of [
      'an energetic icebreaker about pets',
      'Add an energetic icebreaker about pets',
    ]) {
      const result = assistAgenda(library, { instruction, content: plain, language: 'en' });
      expect(result.content).toBe(plain);
      expect(result.needsModel).toBe(true);
      expect(result.summary).toContain('“pets”');
      expect(result.summary).toMatch(
        /I can add an energetic opening from the library as it is: “[^”]+”/,
      );
      expect(result.summary).not.toMatch(/Hopes and concerns/);
    }
    const french = assistAgenda(library, {
      instruction: 'Ajoute un brise-glace énergique sur les animaux',
      content: plain,
      language: 'fr',
    });
    expect(french.content).toBe(plain);
    expect(french.summary).toContain('« animaux »');
    const offered = french.summary!.match(/telle quelle : « ([^»]+) »/)![1]!;
    // Asked plainly, the offer is what gets added, and it is a lively one.
    const added = assistAgenda(library, {
      instruction: 'Ajoute un brise-glace énergique',
      content: plain,
      language: 'fr',
    });
    expect(titlesOf(added.content)[0]).toBe(offered);
    expect(added.changes).toEqual([`Ouverture ajoutée : ${offered}.`]);
  });
});

describe('sequence details and slides', () => {
  it('details a library method named by its title or close words', () => {
    expect(
      sequenceDetails(library, { sequenceTitle: 'Dot voting', content: '', language: 'fr' }),
    ).toMatchObject({ methodId: 'dot-voting', title: 'Vote par gommettes', durationMinutes: 10 });
    expect(
      sequenceDetails(library, {
        sequenceTitle: 'Our pre-mortem',
        content: '# Our pre-mortem\n: 40\n',
        language: 'en',
      }),
    ).toMatchObject({ methodId: 'pre-mortem', durationMinutes: 40 });
  });

  it('builds slides with public fields only', () => {
    const content =
      'Day\n> Goal\nsecret header note\n\n# Intro\n: 20\n@ Alice\n> Hello\nsecret step\n// hidden\n';
    const slides = agendaSlides({ content, language: 'en', start: '9:30' });
    expect(slides.map((slide) => slide.kind)).toEqual(['title', 'sequence', 'end']);
    expect(slides[1]).toMatchObject({
      title: 'Intro',
      time: '09:30–09:50',
      speakers: ['Alice'],
      description: 'Hello',
    });
    expect(JSON.stringify(slides)).not.toMatch(/secret|hidden/);
  });
});
