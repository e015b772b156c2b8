import { IconGripVertical } from '@tabler/icons-react';
import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { SIDE_LIST_LIMIT } from '../fridge-trash-state.ts';
import { SideItemActions, SideList, SideListItem } from './side-list-item.tsx';
import classes from '../agenda-editor.module.css';

export function fridgeItemId(index: number): string {
  return `fridge-${index}`;
}

type FridgePanelProps = {
  fridge: string[];
  canPutAside: boolean;
  readOnly: boolean;
  onPutAside: () => void;
  onBringBack: (index: number) => void;
  onDelete: (index: number) => void;
};

function DragHandle({ index, label }: { index: number; label: string }) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: fridgeItemId(index) });
  return (
    <ActionIcon
      ref={setNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
}

/** Sequences put aside: out of the agenda and its times, ready to come back (SPEC §3 "aside"). */
export function FridgePanel({
  fridge,
  canPutAside,
  readOnly,
  onPutAside,
  onBringBack,
  onDelete,
}: FridgePanelProps) {
  const { t } = useTranslation('editor');
  const full = fridge.length >= SIDE_LIST_LIMIT;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('fridge.intro')}</Text>
      {!readOnly && (
        <Button size="xs" variant="default" disabled={!canPutAside || full} onClick={onPutAside}>
          {t('fridge.putAside')}
        </Button>
      )}
      {fridge.length === 0 ? (
        <Text size="sm" className={classes.muted} data-testid="fridge-empty">
          {t('fridge.empty')}
        </Text>
      ) : (
        <SideList label={t('fridge.listLabel')}>
          {fridge.map((text, index) => (
            <SideListItem
              key={`${index}-${text}`}
              text={text}
              handle={readOnly ? undefined : <DragHandle index={index} label={t('fridge.drag')} />}
              actions={
                !readOnly && (
                  <SideItemActions
                    restoreLabel={t('fridge.bringBack')}
                    onRestore={() => onBringBack(index)}
                    deleteLabel={t('fridge.delete')}
                    onDelete={() => onDelete(index)}
                  />
                )
              }
            />
          ))}
        </SideList>
      )}
    </Stack>
  );
}
