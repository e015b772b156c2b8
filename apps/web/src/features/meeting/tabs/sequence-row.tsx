import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { IconGripVertical, IconPencil } from '@tabler/icons-react';
import { formatMinutes, type ScheduleItem, type Sequence } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { InlineMarkdown } from '../../editor/inline-markdown.tsx';

type SequenceRowProps = {
  id: string;
  sequence: Sequence;
  item: ScheduleItem | undefined;
  onEdit: () => void;
};

/** One sequence with its times; its handle drags it (mouse, touch or keyboard). */
export function SequenceRow({ id, sequence, item, onEdit }: SequenceRowProps) {
  const { t } = useTranslation('meeting');
  const language = currentLanguage();
  // Destructured: the hooks lint rule reads a whole object holding a ref setter as a ref.
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id,
  });
  const times =
    item?.start && item.end
      ? `${item.start}–${item.end}`
      : `+${formatMinutes(item?.startMinute ?? 0, language)}`;
  return (
    <Card
      withBorder
      padding="sm"
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
      }}
      role="listitem"
      data-testid="sequence-row"
    >
      <Group wrap="nowrap" gap="sm">
        <ActionIcon
          variant="subtle"
          aria-label={t('sequences.drag', { title: sequence.title })}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={96} ff="monospace">
          {times}
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} truncate="end">
              {sequence.title ? <InlineMarkdown text={sequence.title} /> : t('sequences.untitled')}
            </Text>
            {sequence.optional && (
              <Badge variant="outline" size="xs">
                {t('sequences.optional')}
              </Badge>
            )}
          </Group>
          {sequence.speakers.length > 0 && (
            <Text size="xs" c="dimmed">
              {sequence.speakers.join(', ')}
            </Text>
          )}
        </Stack>
        <Text size="sm">{formatMinutes(sequence.durationMinutes, language)}</Text>
        <ActionIcon
          variant="default"
          onClick={onEdit}
          aria-label={t('sequences.edit', { title: sequence.title })}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}
