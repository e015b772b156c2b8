import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import {
  AgendaEditor,
  type MeetingDetails,
  type TrashEntry,
} from '../features/editor/agenda-editor.tsx';

export type EditorState = {
  value: string;
  fridge: string[];
  trash: TrashEntry[];
  details: MeetingDetails;
};

/** The editor wired to real state, as a page would hold it; `onState` hears what it last saw. */
export function EditorHarness({
  initial,
  startTime = '09:00',
  onState,
}: {
  initial: string;
  startTime?: string | null;
  onState?: (state: EditorState) => void;
}) {
  const [value, setValue] = useState(initial);
  const [fridge, setFridge] = useState<string[]>([]);
  const [trash, setTrash] = useState<TrashEntry[]>([]);
  const [details, setDetails] = useState<MeetingDetails>({ date: null, startTime });
  useEffect(() => {
    onState?.({ value, fridge, trash, details });
  });
  return (
    <MemoryRouter>
      <AgendaEditor
        value={value}
        onChange={setValue}
        fridge={fridge}
        onFridgeChange={setFridge}
        trash={trash}
        onTrashChange={setTrash}
        details={details}
        onDetailsChange={setDetails}
      />
    </MemoryRouter>
  );
}
