import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ShortcutsProvider, useScreenShortcuts, type ShortcutGroup } from './shortcut-registry.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';

const editorGroup: ShortcutGroup = {
  id: 'editor',
  title: 'Editor keyboard shortcuts',
  rows: [{ id: 'moveUp', keys: ['Alt', '↑'], label: 'Move the sequence up' }],
};

function Screen({ mounted }: { mounted: boolean }) {
  return (
    <ShortcutsProvider>
      {mounted && <Editor />}
      <ShortcutsHelp />
    </ShortcutsProvider>
  );
}

function Editor() {
  useScreenShortcuts(editorGroup);
  return null;
}

describe('ShortcutsHelp', () => {
  it('lists the keys of the screen on display after the global ones', async () => {
    renderWithProviders(<Screen mounted />);
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = await screen.findByTestId('shortcuts-help');
    expect(help.textContent).toContain('Move the sequence up');
    expect(help.textContent).toContain('Show this help');
    expect(help.textContent).toContain('Close a dialog or menu');
  });

  it('is not offered on a page without shortcuts of its own, by button or by ?', async () => {
    renderWithProviders(<Screen mounted={false} />);
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts' })).toBeNull();
    await userEvent.keyboard('{Shift>}?{/Shift}');
    expect(screen.queryByTestId('shortcuts-help')).toBeNull();
  });

  it('opens with ? from anywhere', async () => {
    renderWithProviders(<Screen mounted />);
    await userEvent.keyboard('{Shift>}?{/Shift}');
    expect(await screen.findByTestId('shortcuts-help')).toBeVisible();
  });
});
