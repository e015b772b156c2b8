import { memo } from 'react';
import {
  Button,
  Code,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Conflict } from './save/meeting-saver.ts';

/**
 * Both texts side by side when someone else changed the same lines meanwhile: the user keeps
 * theirs or ours. Nothing is lost either way: the other text stays in the version history.
 */
export const ConflictModal = memo(function ConflictModal({
  conflict,
  onResolve,
}: {
  conflict: Conflict | null;
  onResolve: (choice: 'mine' | 'theirs') => void;
}) {
  const { t } = useTranslation('meeting');
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => undefined}
      withCloseButton={false}
      size="xl"
      title={t('conflict.title')}
    >
      <Stack>
        <Text size="sm">{t('conflict.body')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['mine', 'theirs'] as const).map((side) => (
            <Stack key={side} gap="xs">
              <Title order={3} size="h5">
                {t(`conflict.${side}`)}
              </Title>
              <ScrollArea h={260} type="auto">
                <Code block data-testid={`conflict-${side}`}>
                  {conflict?.[side] ?? ''}
                </Code>
              </ScrollArea>
              <Button
                variant={side === 'mine' ? 'filled' : 'default'}
                onClick={() => onResolve(side)}
              >
                {t(`conflict.keep.${side}`)}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Text size="xs" c="dimmed">
            {t('conflict.history')}
          </Text>
        </Group>
      </Stack>
    </Modal>
  );
});
