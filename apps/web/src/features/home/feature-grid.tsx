import type { ComponentType } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Columns } from '../../design/columns.tsx';

export type FeatureItem = {
  id: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
};

type Props = { id: string; heading: string; intro?: string; prefix: string; items: FeatureItem[] };

/** A titled section of small cards, one per feature, texts from `home:<prefix>.<id>.*`. */
export function FeatureGrid({ id, heading, intro, prefix, items }: Props) {
  const { t } = useTranslation('home');
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <div>
        <Title order={2} id={id} fz={{ base: 24, sm: 28 }}>
          {heading}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </div>
      <Columns cols={{ base: 1, sm: 2, lg: items.length === 4 ? 4 : 3 }} spacing="md">
        {items.map(({ id: item, icon: Icon }) => (
          <Card key={item} withBorder padding="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size={36} radius="md">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`${prefix}.${item}.title`)}
              </Title>
            </Group>
            <Text size="sm">{t(`${prefix}.${item}.body`)}</Text>
          </Card>
        ))}
      </Columns>
    </Stack>
  );
}
