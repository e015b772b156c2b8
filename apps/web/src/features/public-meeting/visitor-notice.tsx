import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type VisitorNoticeProps = { title: string; body?: string | null; children?: ReactNode };

/** A full-page message for a visitor (not found, invalid id, protected), with ways out. */
export function VisitorNotice({ title, body, children }: VisitorNoticeProps) {
  const { t } = useTranslation('sharing');
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>{title}</Title>
      {body && <Text>{body}</Text>}
      {children}
      <Group gap="lg">
        <Anchor component={Link} to="/meeting/join">
          {t('gate.join')}
        </Anchor>
        <Anchor component={Link} to="/">
          {t('gate.home')}
        </Anchor>
      </Group>
    </Stack>
  );
}
