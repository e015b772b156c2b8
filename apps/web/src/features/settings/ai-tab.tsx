import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../hooks/use-brand.ts';
import { AiCoach } from '../ai/ai-coach.tsx';

/** Settings › {product}I: this month's power and the coach itself. */
export function AiTab() {
  const { t } = useTranslation('ai');
  const brand = useBrand().name;
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('page.title', { brand })}
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        {t('page.intro', { brand })}
      </Text>
      <AiCoach />
    </Stack>
  );
}
