import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Meeting } from '@ordo/contract';

/** Before the first finished run: what Insight will show, and the way to the cockpit. */
export function InsightEmpty({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('insight');
  return (
    <Stack maw={640} align="flex-start">
      <Title order={2} size="h4">
        {t('title')}
      </Title>
      <Alert color="blue" variant="light" data-testid="insight-empty" w="100%">
        <Text size="sm">{t('empty.notRunYet', { count: meeting.sequenceCount })}</Text>
      </Alert>
      <Text size="sm">{t('empty.willShow')}</Text>
      <List size="sm" spacing={4}>
        {(['planned', 'overrun', 'delay', 'skipped', 'total'] as const).map((item) => (
          <List.Item key={item}>{t(`empty.items.${item}`)}</List.Item>
        ))}
      </List>
      <Button
        component={Link}
        to={`/user/meeting/${meeting.uuid}/resume`}
        data-testid="insight-open-cockpit"
      >
        {t('empty.openCockpit')}
      </Button>
    </Stack>
  );
}
