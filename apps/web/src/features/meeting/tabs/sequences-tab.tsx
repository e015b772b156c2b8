import { useMemo, useState } from 'react';
import { Drawer, Stack, Text } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import {
  editSequence,
  parseAgenda,
  scheduleAgenda,
  serializeSequence,
  type Sequence,
} from '@ordo/agenda';
import { SequenceForm } from '../../editor/panels/sequence-form.tsx';
import { NoSequenceHint } from '../../editor/panels/sequence-panel.tsx';
import { useMeetingContext } from '../meeting-context.ts';
import { DoneMeetingWarning, useDoneMeetingGuard } from './done-meeting-guard.tsx';
import { SequenceRow } from './sequence-row.tsx';

const idOf = (index: number) => `sequence-${index}`;

/**
 * Sequences: the agenda as a list. Reordering and the form both rewrite the text through the
 * agenda package, so only the sequences concerned change and the Edit tab shows the result.
 */
export function SequencesTab() {
  const { t } = useTranslation('meeting');
  const { meeting, saver, state } = useMeetingContext();
  const content = state.draft.content;
  const { agenda } = useMemo(() => parseAgenda(content), [content]);
  const schedule = useMemo(
    () => scheduleAgenda(agenda, { start: meeting.settings.startTime }),
    [agenda, meeting.settings.startTime],
  );
  const [editing, setEditing] = useState<number | null>(null);
  const guard = useDoneMeetingGuard(meeting);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Read-only until "Edit anyway": no sensor, so nothing can be dragged.
  const noSensors = useSensors();
  const speakers = [...new Set(agenda.sequences.flatMap((sequence) => sequence.speakers))];

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (guard.locked || !over || active.id === over.id) return;
    const from = Number(String(active.id).slice('sequence-'.length));
    const to = Number(String(over.id).slice('sequence-'.length));
    saver.edit({ content: editSequence(content, from, { kind: 'move', to }) });
  };
  const replace = (index: number, sequence: Sequence) => {
    if (!guard.locked)
      saver.edit({ content: editSequence(content, index, { kind: 'replace', sequence }) });
  };

  if (agenda.sequences.length === 0) return <Text c="dimmed">{t('sequences.empty')}</Text>;
  const editedSequence = editing === null ? undefined : agenda.sequences[editing];

  return (
    <>
      {guard.locked && (
        <DoneMeetingWarning meeting={meeting} onEditAnyway={guard.editAnyway} tab="sequences" />
      )}
      <DndContext
        sensors={guard.locked ? noSensors : sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
      >
        <SortableContext
          items={agenda.sequences.map((_, index) => idOf(index))}
          strategy={verticalListSortingStrategy}
        >
          <Stack gap="xs" role="list" aria-label={t('tabs.sequences')}>
            {agenda.sequences.map((sequence, index) => (
              <SequenceRow
                key={idOf(index)}
                id={idOf(index)}
                sequence={sequence}
                item={schedule.items[index]}
                onEdit={() => setEditing(index)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        title={t('sequences.editTitle')}
      >
        {editing !== null && !editedSequence && <NoSequenceHint />}
        {editing !== null && editedSequence && (
          // Imported as it is, not lazily as in the editor: this tab is a chunk of its own already.
          <SequenceForm
            key={editing}
            sequence={editedSequence}
            knownSpeakers={speakers}
            readOnly={guard.locked}
            onChange={(sequence) => replace(editing, sequence)}
            onPutAside={() => {
              if (!editedSequence) return;
              saver.edit({
                content: editSequence(content, editing, { kind: 'remove' }),
                fridge: [...state.draft.fridge, serializeSequence(editedSequence)],
              });
              setEditing(null);
            }}
            onDelete={() => {
              if (!editedSequence) return;
              saver.edit({
                content: editSequence(content, editing, { kind: 'remove' }),
                trash: [
                  ...state.draft.trash,
                  { text: serializeSequence(editedSequence), deletedAt: new Date().toISOString() },
                ],
              });
              setEditing(null);
            }}
            onDuplicate={() => {
              if (editedSequence)
                saver.edit({
                  content: editSequence(content, editing + 1, {
                    kind: 'insert',
                    sequence: editedSequence,
                  }),
                });
            }}
          />
        )}
      </Drawer>
    </>
  );
}
