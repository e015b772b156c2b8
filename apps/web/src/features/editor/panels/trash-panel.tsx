import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/languages.ts';
import { timeAgo } from '../../../lib/time-ago.ts';
import type { TrashEntry } from '../fridge-trash-state.ts';
import { SideItemActions, SideList, SideListItem } from './side-list-item.tsx';
import classes from '../agenda-editor.module.css';

type TrashPanelProps = {
  trash: TrashEntry[];
  retentionDays: number;
  readOnly: boolean;
  onRestore: (index: number) => void;
  onDeleteForever: (index: number) => void;
};

function deletedAgo(deletedAt: string): string {
  const date = new Date(deletedAt);
  if (Number.isNaN(date.getTime())) return '';
  return timeAgo(date, currentLanguage());
}

/** Sequences deleted in this meeting, newest first, restorable until the retention ends. */
export function TrashPanel({
  trash,
  retentionDays,
  readOnly,
  onRestore,
  onDeleteForever,
}: TrashPanelProps) {
  const { t } = useTranslation('editor');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('trash.intro', { days: retentionDays })}</Text>
      {trash.length === 0 ? (
        <Text size="sm" className={classes.muted} data-testid="trash-empty">
          {t('trash.empty')}
        </Text>
      ) : (
        <SideList label={t('trash.listLabel')}>
          {trash.map((entry, index) => (
            <SideListItem
              key={`${entry.deletedAt}-${index}`}
              text={entry.text}
              meta={` · ${t('trash.deleted', { when: deletedAgo(entry.deletedAt) })}`}
              actions={
                !readOnly && (
                  <SideItemActions
                    restoreLabel={t('trash.restore')}
                    onRestore={() => onRestore(index)}
                    deleteLabel={t('trash.deleteForever')}
                    onDelete={() => onDeleteForever(index)}
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
