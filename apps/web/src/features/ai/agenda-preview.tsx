import { Badge, Button, Group, Menu, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { DndContext } from '@dnd-kit/core';
import { IconArrowsExchange, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import type { AiAgendaAnswer } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { useAgendaModel } from '../editor/agenda-model.ts';
import { Timeline } from '../editor/timeline/timeline.tsx';
import type { DraftState } from './swap.ts';

type AgendaPreviewProps = {
  answer: Pick<AiAgendaAnswer, 'intent' | 'provider' | 'explanation'>;
  draft: DraftState;
  busy: boolean;
  creating: boolean;
  onSwap: (index: number, methodId: string) => void;
  onRegenerate: () => void;
  onCreate: () => void;
};

const noop = () => undefined;

/** The draft: its intent, the editor's timeline, a swap menu per sequence, and the actions. */
export function AgendaPreview({
  answer,
  draft,
  busy,
  creating,
  onSwap,
  onRegenerate,
  onCreate,
}: AgendaPreviewProps) {
  const { t } = useTranslation('ai');
  const language = currentLanguage();
  const model = useAgendaModel(draft.content, null);
  const sequences = model.agenda.sequences;

  return (
    <Stack gap="md" data-testid="ai-preview">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {model.agenda.title || t('preview.title')}
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="indigo" data-testid="ai-intent">
            {t('preview.intent', { intent: t(`intents.${answer.intent}`) })}
          </Badge>
          <Badge variant="outline" color="gray">
            {t(`preview.provider.${answer.provider}`)}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {answer.explanation}
      </Text>
      <Group wrap="wrap">
        <Button
          onClick={onCreate}
          loading={creating}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('preview.create')}
        </Button>
        <Button
          onClick={onRegenerate}
          loading={busy}
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
        >
          {t('preview.regenerate')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <DndContext>
          <Timeline model={model} activeIndex={-1} readOnly onSelect={noop} />
        </DndContext>
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Title order={3} size="h5" mb="xs">
          {t('preview.sequences')}
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" data-testid="ai-sequences">
            <Table.Tbody>
              {sequences.map((sequence, index) => {
                const options =
                  draft.alternatives.find((entry) => entry.index === index)?.options ?? [];
                return (
                  <Table.Tr key={`${index}-${sequence.title}`}>
                    <Table.Td>
                      <Text size="sm" fw={500} data-testid="ai-sequence-title">
                        {sequence.title}
                      </Text>
                      {sequence.description && (
                        // The question for the wall is the coach's point: shown whole, never cut.
                        <Text size="xs" c="dimmed">
                          {sequence.description.replace(/\*\*/g, '')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={1} style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <Text size="sm">{formatMinutes(sequence.durationMinutes, language)}</Text>
                    </Table.Td>
                    <Table.Td
                      w={1}
                      ta="right"
                      style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}
                    >
                      {options.length > 0 && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              leftSection={<IconArrowsExchange size={14} aria-hidden />}
                              aria-label={t('preview.swapLabel', { title: sequence.title })}
                            >
                              {t('preview.swap')}
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {options.map((option) => (
                              <Menu.Item
                                key={option.methodId}
                                onClick={() => onSwap(index, option.methodId)}
                              >
                                {option.name}
                              </Menu.Item>
                            ))}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
