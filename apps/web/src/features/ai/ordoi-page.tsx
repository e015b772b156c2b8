import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../hooks/use-brand.ts';
import { AiCoach } from './ai-coach.tsx';

/** `/user/{product}i`: the AI coach page. */
export function OrdoiPage() {
  const { t } = useTranslation('ai');
  const brand = useBrand().name;
  return (
    <Stack>
      <Title order={1}>{t('page.title', { brand })}</Title>
      <Text c="dimmed" maw={720}>
        {t('page.intro', { brand })}
      </Text>
      <AiCoach />
    </Stack>
  );
}
