import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { meetingFixture } from '../../insight/insight-fixtures.ts';
import { MeetingContext, type MeetingContextValue } from '../meeting-context.ts';
import type { MeetingSaver } from '../save/meeting-saver.ts';
import { PrepareTab } from './prepare-tab.tsx';

function renderPrepare(content: string) {
  const meeting = meetingFixture({ content });
  const value: MeetingContextValue = {
    meeting,
    // Prepare only reads the draft; nothing here saves.
    saver: {} as MeetingSaver,
    state: {
      server: meeting,
      draft: { content, settings: meeting.settings, fridge: [], trash: [] },
      status: 'saved',
      error: null,
      externalRevision: 0,
    } as unknown as MeetingContextValue['state'],
  };
  return renderWithProviders(
    <MemoryRouter>
      <MeetingContext.Provider value={value}>
        <PrepareTab />
      </MeetingContext.Provider>
    </MemoryRouter>,
  );
}

describe('PrepareTab', () => {
  it('renders the objective as participants read it: marks become bold, never raw', async () => {
    renderPrepare('Plan\n> Agree on the **launch** date\n# Kick-off\n: 10');
    const bold = await screen.findByText('launch');
    expect(bold.tagName).toBe('STRONG');
    // (happy-dom's parser drops the text before the first tag in DOMPurify; Chromium keeps it,
    // which the editor-preview journey checks.)
    expect(document.body.textContent).not.toContain('**');
  });
});
