import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { topicKey } from './topics.ts';

/**
 * The help and legal pages SPEC §2 sends to an external knowledge base (/toNotion and its
 * aliases). Each alias names its topic; the text lives in the resources catalog.
 */
export function ResourcePage() {
  const { t } = useTranslation('resources');
  const matches = useMatches();
  const topic = (matches.at(-1)?.handle as { topic?: string } | undefined)?.topic ?? 'toNotion';
  const key = topicKey(topic);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t(`${key}.title`)}</Title>
        <Text>{t(`${key}.body`)}</Text>
        <Anchor component={Link} to="/">
          {t('backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
