import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { parseStageOptions } from '../live/stage/stage-options.ts';
import { StageLink } from './stage-link.tsx';

const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
const url = () => (screen.getByTestId('cockpit-stage-url') as HTMLInputElement).value;

describe('StageLink', () => {
  it('builds the stage address with the options the stage reads', async () => {
    renderWithProviders(<StageLink uuid={UUID} />);
    expect(url()).toBe(`${window.location.origin}/m/${UUID}/live?theme=dark`);

    const group = (name: string) => within(screen.getByRole('radiogroup', { name }));
    await userEvent.click(group('Layout').getByRole('radio', { name: 'Clock only' }));
    await userEvent.click(group('Screen').getByRole('radio', { name: 'Light' }));
    await userEvent.click(group('Language').getByRole('radio', { name: 'FR' }));
    expect(url()).toBe(`${window.location.origin}/m/${UUID}/live?layout=clock&theme=light&lang=fr`);
    expect(parseStageOptions(new URL(url()).search)).toEqual({
      layout: 'clock',
      theme: 'light',
      lang: 'fr',
      seconds: true,
    });
    expect(screen.getByRole('link', { name: 'Open the stage here' }).getAttribute('href')).toBe(
      url(),
    );
  });
});
