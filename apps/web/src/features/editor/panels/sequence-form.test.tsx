import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { parseAgenda, serializeSequence, type Sequence } from '@ordo/agenda';
import { renderWithProviders } from '../../../test/render.tsx';
import { SequenceForm } from './sequence-form.tsx';

/** The form bound to a sequence that round-trips through its text, as in the editor. */
function Bound({ initial }: { initial: Sequence }) {
  const [sequence, setSequence] = useState(initial);
  useEffect(() => {
    written = serializeSequence(sequence);
  });
  const roundTrip = (next: Sequence) =>
    setSequence(parseAgenda(serializeSequence(next)).agenda.sequences[0] ?? next);
  return (
    <SequenceForm
      sequence={sequence}
      knownSpeakers={['Ann']}
      readOnly={false}
      onChange={roundTrip}
      onPutAside={() => {}}
      onDelete={() => {}}
      onDuplicate={() => {}}
    />
  );
}
let written = '';

const start = parseAgenda('# Check-in\n: 10').agenda.sequences[0] as Sequence;

describe('SequenceForm', () => {
  it('keeps a trailing space while typing a title of several words', () => {
    renderWithProviders(<Bound initial={start} />);
    const title = screen.getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Hello ' } });
    expect((title as HTMLInputElement).value).toBe('Hello ');
    fireEvent.change(title, { target: { value: 'Hello world' } });
    expect(written).toBe('# Hello world\n: 10');
  });

  it.each([
    ['1h30', '# Check-in\n: 90'],
    ['7,5', '# Check-in\n: 7.5'],
  ])('reads the duration %j', (typed, expected) => {
    renderWithProviders(<Bound initial={start} />);
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: typed } });
    expect(written).toBe(expected);
  });

  it('says when a duration cannot be read and leaves the text alone', () => {
    renderWithProviders(<Bound initial={start} />);
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: 'soon' } });
    expect(screen.getByText(/Write minutes/)).toBeVisible();
    expect(written).toBe('# Check-in\n: 10');
  });

  it('writes the public description, private notes and optional flag', () => {
    renderWithProviders(<Bound initial={start} />);
    fireEvent.change(screen.getByLabelText('Public description'), { target: { value: 'Say hi' } });
    fireEvent.change(screen.getByLabelText('Private notes'), { target: { value: 'Be early' } });
    fireEvent.click(screen.getByLabelText('Optional sequence'));
    expect(written).toBe('/# Check-in\n: 10\n> Say hi\nBe early');
  });
});
