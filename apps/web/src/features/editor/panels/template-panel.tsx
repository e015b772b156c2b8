import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, parseAgenda, scheduleAgenda, type Sequence } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { MarkdownText } from '../markdown-text.tsx';
import { builtInTemplates } from '../templates/built-in-templates.ts';
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

export function TemplatePanel({
  view,
  readOnly,
  onNavigate,
  onInsertTemplate,
  onInsertSequence,
}: TemplatePanelProps) {
  const { t } = useTranslation('editor');
  const language = currentLanguage();
  const templates = builtInTemplates(language);
  const template =
    view.mode === 'template-gallery'
      ? undefined
      : templates.find((item) => item.id === view.templateId);

  if (view.mode === 'template-gallery' || !template) {
    return (
      <Stack gap="xs" data-testid="template-gallery">
        <Text size="sm">{t('templates.intro')}</Text>
        {templates.map((item) => {
          const { agenda } = parseAgenda(item.text);
          return (
            <UnstyledButton
              key={item.id}
              className={classes.card}
              onClick={() => onNavigate({ mode: 'template-meeting', templateId: item.id })}
            >
              <Text fw={600} size="sm">
                {agenda.title}
              </Text>
              <Text size="xs">
                {t('templates.summary', {
                  count: agenda.sequences.length,
                  duration: formatMinutes(scheduleAgenda(agenda).totalMinutes, language),
                })}
              </Text>
            </UnstyledButton>
          );
        })}
        <Text size="xs" className={classes.muted}>
          {t('templates.more')}
        </Text>
      </Stack>
    );
  }

  const { agenda } = parseAgenda(template.text);
  const back = (
    <Button
      variant="subtle"
      color="blue.9"
      size="compact-sm"
      onClick={() =>
        onNavigate(
          view.mode === 'template-sequence'
            ? { mode: 'template-meeting', templateId: template.id }
            : { mode: 'template-gallery' },
        )
      }
    >
      {t('templates.back')}
    </Button>
  );

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
        {sequence.description && (
          <MarkdownText component="p" text={sequence.description} className={classes.description} />
        )}
        {!readOnly && (
          <Button color="blue.8" onClick={() => onInsertSequence(sequence)}>
            {t('templates.insertSequence')}
          </Button>
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
            <Text size="xs">{t('templates.useHint')}</Text>
            <Button color="blue.8" onClick={() => onInsertTemplate(template.text)}>
              {t('templates.useTemplate')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
