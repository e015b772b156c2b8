import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { TIMELINE_END_ID } from './timeline/timeline.tsx';
import type { EditorActions } from './use-editor-actions.ts';

function indexOf(id: string | number | undefined, prefix: string): number {
  const match =
    typeof id === 'string' && id.startsWith(prefix) ? Number(id.slice(prefix.length)) : Number.NaN;
  return Number.isInteger(match) ? match : -1;
}

/**
 * Drag and drop between the timeline (reorder) and the fridge (bring back where dropped). A drop
 * is a structured edit like any other, so undo reverses it.
 */
export function AgendaDnd({
  actions,
  count,
  children,
}: {
  actions: EditorActions;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('editor');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const target = over.id === TIMELINE_END_ID ? count : indexOf(over.id, 'sequence-');
    if (target < 0) return;
    const fridgeIndex = indexOf(active.id, 'fridge-');
    if (fridgeIndex >= 0) return actions.bringBack(fridgeIndex, target);
    const from = indexOf(active.id, 'sequence-');
    if (from >= 0) actions.move(from, Math.min(target, count - 1));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('dnd.instructions') },
        announcements: {
          onDragStart: () => t('dnd.start'),
          onDragOver: ({ over }) => (over ? t('dnd.over') : t('dnd.outside')),
          onDragEnd: ({ over }) => (over ? t('dnd.dropped') : t('dnd.cancelled')),
          onDragCancel: () => t('dnd.cancelled'),
        },
      }}
    >
      {children}
    </DndContext>
  );
}
