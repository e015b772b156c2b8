import type { ReactNode } from 'react';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Template } from '@ordo/contract';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { MarkdownText } from '../editor/markdown-text.tsx';
import { TemplateMeta } from './template-meta.tsx';
import { TemplateTimeline } from './template-timeline.tsx';

type TemplatePreviewProps = {
  template: Template | undefined;
  loading: boolean;
  error: unknown;
  /** The actions under the timeline: "use", and "edit" for your own templates. */
  actions?: ReactNode;
};

/** A template's objective, figures and timeline: what the gallery and /user/template show. */
export function TemplatePreview({ template, loading, error, actions }: TemplatePreviewProps) {
  const { t } = useTranslation('templates');
  if (error) return <ErrorAlert error={error} />;
  if (loading || !template) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('preview.loading')}>
        <Skeleton height={20} width="60%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={240} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="template-preview">
      <TemplateMeta minutes={template.totalMinutes} sequences={template.sequenceCount} />
      {template.summary && (
        <Text component="div">
          <MarkdownText text={template.summary} />
        </Text>
      )}
      <TemplateTimeline content={template.content} />
      {actions && (
        <Group justify="flex-end" gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Stack>
  );
}
