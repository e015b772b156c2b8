import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { MentionComposer } from './mention-composer.tsx';

const people = [
  { userId: 'u1', name: 'Bob Member' },
  { userId: 'u2', name: 'Bea Viewer' },
];

function renderComposer(sent: string[]) {
  renderWithProviders(
    <MentionComposer
      people={people}
      label="Your comment"
      placeholder=""
      submitLabel="Comment"
      pending={false}
      onSubmit={async (body) => void sent.push(body)}
    />,
  );
  return screen.findByRole('combobox', { name: 'Your comment' });
}

describe('the comment box', { timeout: 20_000 }, () => {
  it('proposes teammates after @, picks one with the keyboard, then leaves the sentence alone', async () => {
    const sent: string[] = [];
    const box = await renderComposer(sent);
    await userEvent.type(box, 'Ask @b');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bob Member',
      'Bea Viewer',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect((box as HTMLTextAreaElement).value).toBe('Ask @Bob Member ');
    await userEvent.type(box, 'about it');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent).toEqual(['Ask @Bob Member about it']));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('says when nobody of that name sees the meeting, and Esc closes the list', async () => {
    const box = await renderComposer([]);
    await userEvent.type(box, '@zed');
    expect(screen.getByRole('listbox').textContent).toContain('No teammate by that name');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
