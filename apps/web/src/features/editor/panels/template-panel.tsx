import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, parseAgenda, type Sequence } from '@ordo/agenda';
import { useTemplate } from '../../../api/templates.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { currentLanguage } from '../../../i18n/languages.ts';
import { MarkdownText } from '../markdown-text.tsx';
import { TemplateListSkeleton, TemplateGalleryPanel } from './template-gallery-panel.tsx';
import classes from '../agenda-editor.module.css';

/** The three template modes of SPEC §2, one level deeper each. */
export type TemplateView =
  | { mode: 'template-gallery' }
  | { mode: 'template-meeting'; templateId: string }
  | { mode: 'template-sequence'; templateId: string; sequenceIndex: number };

type TemplatePanelProps = {
  view: TemplateView;
  readOnly: boolean;
  onNavigate: (view: TemplateView) => void;
  onInsertTemplate: (text: string) => void;
  onInsertSequence: (sequence: Sequence) => void;
};

/** Template meeting and template sequence: one template, then one of its sequences. */
export function TemplatePanel({
  view,
  readOnly,
  onNavigate,
  onInsertTemplate,
  onInsertSequence,
}: TemplatePanelProps) {
  const { t } = useTranslation('templates');
  const language = currentLanguage();
  const templateId = view.mode === 'template-gallery' ? null : view.templateId;
  const query = useTemplate(templateId, language);
  if (view.mode === 'template-gallery') return <TemplateGalleryPanel onNavigate={onNavigate} />;

  const back = (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() =>
        onNavigate(
          view.mode === 'template-sequence'
            ? { mode: 'template-meeting', templateId: view.templateId }
            : { mode: 'template-gallery' },
        )
      }
    >
      {view.mode === 'template-sequence' ? t('panel.backToTemplate') : t('panel.back')}
    </Button>
  );
  if (query.isPending) return <TemplateListSkeleton />;
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        {back}
        <ErrorAlert error={query.error} />
      </Stack>
    );
  }
  const template = query.data;
  const { agenda } = parseAgenda(template.content);

  if (view.mode === 'template-sequence') {
    const sequence = agenda.sequences[view.sequenceIndex];
    if (!sequence) return back;
    return (
      <Stack gap="xs" data-testid="template-sequence">
        <Group>{back}</Group>
        <Text fw={700}>
          <MarkdownText text={sequence.title} />
        </Text>
        <Text size="sm">{formatMinutes(sequence.durationMinutes, language)}</Text>
        {sequence.speakers.length > 0 && <Text size="sm">{sequence.speakers.join(', ')}</Text>}
        {sequence.description && (
          <MarkdownText component="p" text={sequence.description} className={classes.description} />
        )}
        {!readOnly && (
          <Button onClick={() => onInsertSequence(sequence)}>{t('panel.insertSequence')}</Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" data-testid="template-meeting">
      <Group>{back}</Group>
      <Text fw={700}>{agenda.title}</Text>
      {agenda.objective && (
        <MarkdownText component="p" text={agenda.objective} className={classes.description} />
      )}
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {agenda.sequences.map((sequence, index) => (
          <li key={index}>
            <UnstyledButton
              className={classes.card}
              onClick={() =>
                onNavigate({
                  mode: 'template-sequence',
                  templateId: template.id,
                  sequenceIndex: index,
                })
              }
            >
              <Text size="sm" fw={600}>
                {sequence.title}
              </Text>
              <Text size="xs">{formatMinutes(sequence.durationMinutes, language)}</Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {!readOnly && (
        <Paper p="xs" withBorder>
          <Stack gap={4}>
            <Text size="xs">{t('panel.useHint')}</Text>
            <Button onClick={() => onInsertTemplate(template.content)}>
              {t('panel.useTemplate')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
