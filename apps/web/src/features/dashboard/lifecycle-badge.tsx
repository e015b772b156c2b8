import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lifecycle } from '@ordo/contract';

const colors: Record<Lifecycle, string> = {
  draft: 'gray',
  planned: 'blue',
  published: 'teal',
  live: 'red',
  done: 'violet',
  archived: 'dark',
};

export function LifecycleBadge({ lifecycle }: { lifecycle: Lifecycle }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={colors[lifecycle]} variant="light">
      {t(`lifecycle.${lifecycle}`)}
    </Badge>
  );
}
