import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { templateCategories, templateSlugPattern } from '@ordo/contract';
import { templateLibraryDir } from './library-dir.ts';
import { loadLibrary } from './library.ts';

const dir = templateLibraryDir();
const index: { id: string; category: string; tags: { en: string[]; fr: string[] } }[] = JSON.parse(
  readFileSync(path.join(dir, 'index.json'), 'utf8'),
);
const read = (id: string, language: string) =>
  readFileSync(path.join(dir, `${id}.${language}.txt`), 'utf8');

describe('the shipped template library', () => {
  it('holds at least 40 templates, every category used, ids unique slugs', () => {
    expect(index.length).toBeGreaterThanOrEqual(40);
    expect(new Set(index.map((entry) => entry.id)).size).toBe(index.length);
    for (const entry of index) expect(entry.id).toMatch(templateSlugPattern);
    expect(new Set(index.map((entry) => entry.category))).toEqual(new Set(templateCategories));
  });

  it('has exactly one English and one French file per indexed template, and no stray file', () => {
    const expected = index.flatMap((entry) => [`${entry.id}.en.txt`, `${entry.id}.fr.txt`]);
    const files = readdirSync(dir).filter((name) => name.endsWith('.txt'));
    expect(files.sort()).toEqual(expected.sort());
  });

  it.each(index.flatMap((entry) => [[entry.id, 'en'] as const, [entry.id, 'fr'] as const]))(
    '%s (%s) parses without a diagnostic and is a complete agenda',
    (id, language) => {
      const { agenda, diagnostics } = parseAgenda(read(id, language));
      expect(diagnostics).toEqual([]);
      expect(agenda.title).not.toBe('');
      expect(agenda.objective).not.toBe('');
      expect(agenda.sequences.length).toBeGreaterThanOrEqual(3);
      for (const sequence of agenda.sequences) {
        expect(sequence.title).not.toBe('');
        expect(sequence.description).not.toBe('');
      }
      // Facilitators get private guidance, not only a list of titles.
      expect(agenda.sequences.some((sequence) => sequence.notes !== '')).toBe(true);
    },
  );

  it.each(index.map((entry) => entry.id))(
    '%s: English and French have the same sequences, durations and optional flags',
    (id) => {
      const shape = (language: string) =>
        parseAgenda(read(id, language)).agenda.sequences.map((sequence) => ({
          minutes: sequence.durationMinutes,
          optional: sequence.optional,
          speakers: sequence.speakers.length,
        }));
      expect(shape('fr')).toEqual(shape('en'));
    },
  );

  it('spans half an hour to two days, and every template has tags in both languages', () => {
    const totals = index.map(
      (entry) => scheduleAgenda(parseAgenda(read(entry.id, 'en')).agenda).totalMinutes,
    );
    expect(Math.min(...totals)).toBe(30);
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(2 * 8 * 60);
    for (const entry of index) {
      expect(entry.tags.en.length).toBeGreaterThan(0);
      expect(entry.tags.fr.length).toBe(entry.tags.en.length);
    }
  });

  it('loads titles, summaries and totals from the agenda texts', () => {
    const library = loadLibrary(dir);
    const first = index[0];
    if (!first) throw new Error('empty index');
    const en = library.find(first.id, 'en');
    const fr = library.find(first.id, 'fr');
    expect(en?.title).toBe(parseAgenda(read(first.id, 'en')).agenda.title);
    expect(fr?.title).not.toBe(en?.title);
    expect(fr?.totalMinutes).toBe(en?.totalMinutes);
    expect(library.list('fr')).toHaveLength(index.length);
  });

  it('has at least three templates with breakout rooms, the same rooms in both languages', () => {
    const rooms = (id: string, language: string) =>
      parseAgenda(read(id, language)).agenda.sequences.flatMap((sequence) =>
        (sequence.rooms ?? []).map((room) => ({
          minutes: room.minutes,
          hosts: room.hosts.length,
          steps: room.steps.map((step) => step.minutes),
        })),
      );
    const withRooms = index.filter((entry) => rooms(entry.id, 'en').length > 0);
    expect(withRooms.length).toBeGreaterThanOrEqual(3);
    for (const { id } of withRooms) {
      expect(rooms(id, 'fr'), id).toEqual(rooms(id, 'en'));
      // Every room has a host to run it (issue 28: rooms of 4–8, with a host each).
      for (const room of rooms(id, 'en')) expect(room.hosts, id).toBeGreaterThan(0);
    }
  });
});
