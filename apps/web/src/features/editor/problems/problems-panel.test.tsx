import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render.tsx';
import { AgendaEditor, type MeetingDetails } from '../agenda-editor.tsx';

const broken = 'Retro\n\n# Check-in\n: ten\n\n# Review\n: 20\n';

function Harness({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const [details, setDetails] = useState<MeetingDetails>({ date: null, startTime: null });
  return (
    <>
      <AgendaEditor
        value={text}
        onChange={setText}
        fridge={[]}
        onFridgeChange={() => {}}
        trash={[]}
        onTrashChange={() => {}}
        details={details}
        onDetailsChange={setDetails}
      />
      <output data-testid="text">{text}</output>
    </>
  );
}

describe('problems panel', () => {
  it(
    'lists problems in words and applies a quick fix from the list',
    { timeout: 20_000 },
    async () => {
      renderWithProviders(<Harness initial={broken} />);
      // Text queries, not role queries: the CodeMirror DOM makes role lookups slow.
      await userEvent.click(await screen.findByText('1 problem'));
      expect(screen.getByText(/This duration cannot be read/)).toBeVisible();
      expect(screen.getByText('Line 4').closest('button')).toBeVisible();
      const fixes = [...screen.getByTestId('problems').querySelectorAll('li button')].filter(
        (button) => button.textContent !== 'Line 4',
      );
      // Set 10 min, set 1 h 30, remove the line: the person picks the removal here.
      expect(fixes.map((button) => button.textContent?.replace(/\s/g, ' '))).toContain(
        'Set 10 min',
      );
      const remove = fixes.find((button) => button.textContent === 'Remove this line');
      await userEvent.click(remove as HTMLElement);
      await waitFor(() => expect(screen.getByTestId('text').textContent).not.toContain(': ten'));
      // Without its broken line the sequence has no duration: the list says so and offers one.
      await userEvent.click(await screen.findByText('Set 10 min'));
      await waitFor(() => expect(screen.queryByTestId('problems')).toBeNull());
      expect(screen.getByTestId('text').textContent).toContain('# Check-in\n: 10');
    },
  );

  it('shows nothing when the agenda reads cleanly', () => {
    renderWithProviders(<Harness initial={'Retro\n\n# Check-in\n: 10\n'} />);
    expect(screen.queryByTestId('problems')).toBeNull();
  });
});
