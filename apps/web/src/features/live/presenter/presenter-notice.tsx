import type { ReactNode } from 'react';
import { Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { LiveShell } from '../components/live-shell.tsx';

type PresenterNoticeProps = { title: string; body: string; children?: ReactNode };

/** Why the presenter view shows nothing of the run: the access gate, a revoked link, the end. */
export function PresenterNotice({ title, body, children }: PresenterNoticeProps) {
  const { t } = useTranslation('presenter');
  return (
    <LiveShell label={t('label')} testId="presenter-notice">
      <Center mih="100%" p="md">
        <Container size="xs" w="100%">
          <Paper p="xl" withBorder>
            <Stack gap="sm">
              <Title order={1} size="h2" data-testid="presenter-notice-title">
                {title}
              </Title>
              <Text>{body}</Text>
              {children}
              <Group justify="flex-end">
                <LanguageSwitcher />
              </Group>
            </Stack>
          </Paper>
        </Container>
      </Center>
    </LiveShell>
  );
}
