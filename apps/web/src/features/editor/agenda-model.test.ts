import { describe, expect, it } from 'vitest';
import { buildAgendaModel, nextAgendaModel } from './agenda-model.ts';

const text = 'Retro\n\n# Check-in\n: 10\n@ Ana\n\n# Vote\n: x\n\n/# Break\n: 5\n';

describe('the agenda model between keystrokes', () => {
  it('reads each new version as a fresh build does', () => {
    let state = nextAgendaModel(text, '09:00');
    for (const next of [
      text.replace(': 10', ': 105'),
      text.replace(': x', ': 15'),
      text.replace('# Vote', 'Vote'),
      `\uFEFF${text}\n# New`,
      '',
    ]) {
      state = nextAgendaModel(next, '09:00', state);
      expect(state.model).toEqual(buildAgendaModel(next, '09:00'));
    }
  });

  it('keeps what an edit did not change, so the timeline rows and panels skip their work', () => {
    const first = nextAgendaModel(text, '09:00');
    const note = nextAgendaModel(text.replace('@ Ana\n\n', '@ Ana\nbring cards\n'), '09:00', first);
    expect(note.model.schedule).toBe(first.model.schedule);
    expect(note.model.diagnostics).toBe(first.model.diagnostics);
    expect(note.model.agenda.sequences[1]).toBe(first.model.agenda.sequences[1]);
    expect(note.model.agenda.sequences[0]?.notes).toBe('bring cards');

    const longer = nextAgendaModel(text.replace(': 10', ': 20'), '09:00', first);
    expect(longer.model.schedule.items[2]?.start).toBe('09:20');
    expect(longer.model.agenda.sequences[2]).toBe(first.model.agenda.sequences[2]);
    expect(nextAgendaModel(text, '10:00', first).model.schedule.items[0]?.start).toBe('10:00');
  });
});
