import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { renderWithProviders } from '../../test/render.tsx';
import { SearchIndexingSetting } from './search-indexing-setting.tsx';

/** The switch by its name alone: the hint is its description, not part of its name. */
const toggleNamed = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });

const OFF_HINT =
  'Off: the page asks search engines not to list it; anyone with the link can still open it.';

describe('SearchIndexingSetting', () => {
  it('is off by default on a Public meeting, says what off means, and turns on from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SearchIndexingSetting
        visibility="Public"
        hasCode={false}
        value={false}
        onChange={onChange}
      />,
    );
    const toggle = toggleNamed('Let search engines list this page');
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
    expect(screen.getByText(OFF_HINT)).toBeVisible();

    await userEvent.tab();
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    // On at once, before the save's answer brings the stored value.
    expect(toggle.checked).toBe(true);
  });

  it('shows the stored value again when it changes (the answer, or a teammate)', () => {
    let store: (value: boolean) => void = () => undefined;
    function Stored() {
      const [value, setValue] = useState(false);
      store = setValue;
      return (
        <SearchIndexingSetting
          visibility="Public"
          hasCode={false}
          value={value}
          onChange={vi.fn()}
        />
      );
    }
    renderWithProviders(<Stored />);
    const toggle = toggleNamed('Let search engines list this page');
    expect(toggle.checked).toBe(false);
    act(() => store(true));
    expect(toggle.checked).toBe(true);
    act(() => store(false));
    expect(toggle.checked).toBe(false);
  });

  it('turns off again when on', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SearchIndexingSetting visibility="Public" hasCode={false} value onChange={onChange} />,
    );
    const toggle = toggleNamed('Let search engines list this page');
    expect(toggle.checked).toBe(true);
    expect(
      screen.getByText(
        'On: search engines may list this page and show its agenda in their results.',
      ),
    ).toBeVisible();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['Private', false],
    ['Restricted', true],
  ] as const)(
    'is disabled on a %s meeting and says why, whatever was chosen',
    (visibility, hasCode) => {
      const onChange = vi.fn();
      renderWithProviders(
        <SearchIndexingSetting
          visibility={visibility}
          hasCode={hasCode}
          value
          onChange={onChange}
        />,
      );
      const toggle = toggleNamed('Let search engines list this page');
      expect(toggle.disabled).toBe(true);
      expect(toggle.checked).toBe(false);
      expect(
        screen.getByText(
          'Only a Public meeting without an access code can be listed by search engines.',
        ),
      ).toBeVisible();
    },
  );

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(
        <SearchIndexingSetting
          visibility="Public"
          hasCode={false}
          value={false}
          onChange={vi.fn()}
        />,
      );
      expect(
        toggleNamed('Autoriser les moteurs de recherche à référencer cette page').disabled,
      ).toBe(false);
      expect(screen.getByText(/^Désactivé\s: la page demande/)).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
