import { memo, useCallback, useMemo, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
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
 * Sensor options are compared by identity: a fresh object on each render gives every draggable
 * new listeners, and every timeline row renders again on each keystroke.
 */
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * Drag and drop between the timeline (reorder) and the fridge (bring back where dropped). A drop
 * is a structured edit like any other, so undo reverses it.
 *
 * Memoised with stable props (the actions read the sequence count when a drop lands): dnd-kit's
 * context re-renders every sortable row when it renders, so it must not render on a keystroke.
 */
export const AgendaDnd = memo(function AgendaDnd({
  actions,
  children,
}: {
  actions: EditorActions;
  children: ReactNode;
}) {
  const { t } = useTranslation('editor');
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over) return;
      const count = actions.count();
      const target = over.id === TIMELINE_END_ID ? count : indexOf(over.id, 'sequence-');
      if (target < 0) return;
      const fridgeIndex = indexOf(active.id, 'fridge-');
      if (fridgeIndex >= 0) return actions.bringBack(fridgeIndex, target);
      const from = indexOf(active.id, 'sequence-');
      if (from >= 0) actions.move(from, Math.min(target, count - 1));
    },
    [actions],
  );
  const accessibility = useMemo(() => {
    const announcements: Announcements = {
      onDragStart: () => t('dnd.start'),
      onDragOver: ({ over }) => (over ? t('dnd.over') : t('dnd.outside')),
      onDragEnd: ({ over }) => (over ? t('dnd.dropped') : t('dnd.cancelled')),
      onDragCancel: () => t('dnd.cancelled'),
    };
    return { screenReaderInstructions: { draggable: t('dnd.instructions') }, announcements };
  }, [t]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      {children}
    </DndContext>
  );
});
