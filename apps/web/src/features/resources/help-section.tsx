import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One titled part of the help, reachable from the table of contents by its anchor. */
export function HelpSection({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation('resources');
  return (
    <Stack gap="sm" component="section" aria-labelledby={`help-${id}`}>
      <Title order={2} id={`help-${id}`} fz={24} style={{ scrollMarginTop: 72 }}>
        {t(`help.${id}.title`)}
      </Title>
      {children}
    </Stack>
  );
}
