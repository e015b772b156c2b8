import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { AgendaEditor } from '../agenda-editor.tsx';

/**
 * The editor showing `value` and its timeline, with nothing to save and no start date: what
 * the timeline's tests read. `usualDurations` are the "usually N min" averages by title.
 */
export function renderTimeline(value: string, usualDurations?: ReadonlyMap<string, number>) {
  return renderWithProviders(
    <MemoryRouter>
      <AgendaEditor
        value={value}
        onChange={() => undefined}
        fridge={[]}
        onFridgeChange={() => undefined}
        trash={[]}
        onTrashChange={() => undefined}
        details={{ date: null, startTime: '09:00' }}
        onDetailsChange={() => undefined}
        usualDurations={usualDurations}
      />
    </MemoryRouter>,
  );
}
