import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@ordo/contract';
import { InlineMarkdown } from '../editor/inline-markdown.tsx';
import { TemplateMeta } from './template-meta.tsx';

type TemplateCardProps = {
  template: TemplateSummary;
  onPreview: (template: TemplateSummary) => void;
  onUse: (template: TemplateSummary) => void;
  using: boolean;
};

/** One template in the gallery: what it is for, how long it takes, and the two actions. */
export function TemplateCard({ template, onPreview, onUse, using }: TemplateCardProps) {
  const { t } = useTranslation('templates');
  const headingId = `template-${template.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="template-card"
    >
      <Stack gap="xs" h="100%">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={template.source === 'mine' ? 'grape' : 'blue'}>
            {template.category ? t(`categories.${template.category}`) : t('mine.badge')}
          </Badge>
        </Group>
        <Title order={2} size="h4" id={headingId}>
          {template.title || t('untitled')}
        </Title>
        <TemplateMeta minutes={template.totalMinutes} sequences={template.sequenceCount} />
        {template.summary && (
          <Text size="sm" lineClamp={3} component="div">
            <InlineMarkdown text={template.summary} />
          </Text>
        )}
        {template.tags.length > 0 && (
          <Group gap={6} wrap="wrap" aria-label={t('card.tags')} component="ul" p={0} m={0}>
            {template.tags.map((tag) => (
              <Badge key={tag} component="li" variant="outline" color="gray" size="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" mt="auto" pt="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => onPreview(template)}
            aria-describedby={headingId}
          >
            {t('card.preview')}
          </Button>
          <Button onClick={() => onUse(template)} loading={using} aria-describedby={headingId}>
            {t('card.use')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
