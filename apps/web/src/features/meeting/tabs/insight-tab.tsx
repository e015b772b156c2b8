import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMeetingContext } from '../meeting-context.ts';

/**
 * Insight compares planned and actual time per sequence, from the live run's log. Until the
 * meeting has been run live, it says what will appear here and how to get there.
 */
export function InsightTab() {
  const { t } = useTranslation('meeting');
  const { meeting } = useMeetingContext();
  return (
    <Stack maw={640}>
      <Title order={2} size="h4">
        {t('insight.title')}
      </Title>
      <Alert color="blue" variant="light" data-testid="insight-empty">
        <Text size="sm">{t('insight.notRunYet', { count: meeting.sequenceCount })}</Text>
      </Alert>
      <Text size="sm">{t('insight.willShow')}</Text>
      <List size="sm" spacing={4}>
        {(['planned', 'overrun', 'delay', 'skipped', 'total'] as const).map((item) => (
          <List.Item key={item}>{t(`insight.items.${item}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
