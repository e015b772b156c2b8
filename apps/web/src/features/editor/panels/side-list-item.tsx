import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { MarkdownText } from '../markdown-text.tsx';
import { sequenceOf } from '../structured-edits.ts';

/** One sequence kept aside (fridge) or deleted (trash): its title, length and actions. */
export function SideListItem({
  text,
  meta,
  actions,
  handle,
}: {
  text: string;
  meta?: ReactNode;
  actions: ReactNode;
  handle?: ReactNode;
}) {
  const { t } = useTranslation('editor');
  const sequence = sequenceOf(text);
  return (
    <Paper withBorder p="xs" component="li" data-testid="side-list-item">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} data-testid="side-list-title">
            {sequence?.title ? <MarkdownText text={sequence.title} /> : t('timeline.untitled')}
          </Text>
          <Text size="xs">
            {formatMinutes(sequence?.durationMinutes ?? 0, currentLanguage())}
            {sequence?.optional ? ` · ${t('timeline.optional')}` : ''}
            {meta}
          </Text>
          <Group gap={4}>{actions}</Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The list that holds fridge or trash items. */
export function SideList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** An item's two actions: bring it back into the agenda, or get rid of it. */
export function SideItemActions(props: {
  restoreLabel: string;
  onRestore: () => void;
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={props.onRestore}>
        {props.restoreLabel}
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" onClick={props.onDelete}>
        {props.deleteLabel}
      </Button>
    </>
  );
}
