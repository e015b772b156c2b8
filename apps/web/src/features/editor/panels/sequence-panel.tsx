import { Button, Group, Stack, Switch, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, parseDuration, type Sequence } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { useFieldDraft } from './use-field-draft.ts';
import classes from '../agenda-editor.module.css';

type SequencePanelProps = {
  index: number;
  sequence: Sequence | undefined;
  knownSpeakers: string[];
  readOnly: boolean;
  onChange: (sequence: Sequence) => void;
  onPutAside: () => void;
  onDelete: () => void;
  onDuplicate: () => void;
};

const oneLine = (text: string) => text.replace(/\r?\n/g, ' ').trim();
const publicText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join('\n')
    .trim();
const same = (text: string) => text;
const trimmed = (text: string) => text.trim();

/**
 * A form for the sequence under the cursor. Each change rewrites that sequence's lines only
 * (`editSequence` replace), as one step of the editor's undo history.
 */
export function SequencePanel({ sequence, ...props }: SequencePanelProps) {
  const { t } = useTranslation('editor');
  if (!sequence) {
    return (
      <Text size="sm" className={classes.muted} data-testid="sequence-panel-empty">
        {t('sequencePanel.empty')}
      </Text>
    );
  }
  return <SequenceForm key={props.index} sequence={sequence} {...props} />;
}

function SequenceForm({
  sequence,
  knownSpeakers,
  readOnly,
  onChange,
  onPutAside,
  onDelete,
  onDuplicate,
}: SequencePanelProps & { sequence: Sequence }) {
  const { t } = useTranslation('editor');
  const [title, setTitle] = useFieldDraft(sequence.title, oneLine, same);
  const [description, setDescription] = useFieldDraft(sequence.description, publicText, same);
  const [notes, setNotes] = useFieldDraft(sequence.notes, trimmed, same);
  const [duration, setDuration] = useFieldDraft<number | null>(
    sequence.durationMinutes,
    parseDuration,
    (value) => String(value ?? ''),
  );
  const minutes = parseDuration(duration);
  const update = (change: Partial<Sequence>) => onChange({ ...sequence, ...change });

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('sequencePanel.formLabel')}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextInput
        label={t('sequencePanel.title')}
        value={title}
        readOnly={readOnly}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          update({ title: oneLine(event.currentTarget.value) });
        }}
      />
      <TextInput
        label={t('sequencePanel.duration')}
        description={minutes !== null ? formatMinutes(minutes, currentLanguage()) : undefined}
        error={minutes === null ? t('sequencePanel.durationInvalid') : undefined}
        value={duration}
        readOnly={readOnly}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDuration(text);
          const value = parseDuration(text);
          if (value !== null) update({ durationMinutes: value });
        }}
      />
      <TagsInput
        label={t('sequencePanel.speakers')}
        description={t('sequencePanel.speakersHint')}
        data={knownSpeakers}
        value={sequence.speakers}
        readOnly={readOnly}
        splitChars={[',']}
        onChange={(speakers) => update({ speakers })}
      />
      <Switch
        label={t('sequencePanel.optional')}
        checked={sequence.optional}
        disabled={readOnly}
        onChange={(event) => update({ optional: event.currentTarget.checked })}
      />
      <Textarea
        label={t('sequencePanel.description')}
        description={t('sequencePanel.descriptionHint')}
        resize="vertical"
        rows={3}
        value={description}
        readOnly={readOnly}
        onChange={(event) => {
          setDescription(event.currentTarget.value);
          update({ description: publicText(event.currentTarget.value) });
        }}
      />
      <Textarea
        label={t('sequencePanel.notes')}
        description={t('sequencePanel.notesHint')}
        resize="vertical"
        rows={3}
        value={notes}
        readOnly={readOnly}
        onChange={(event) => {
          setNotes(event.currentTarget.value);
          update({ notes: event.currentTarget.value.trim() });
        }}
      />
      {!readOnly && (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onDuplicate}>
            {t('sequencePanel.duplicate')}
          </Button>
          <Button size="xs" variant="default" onClick={onPutAside}>
            {t('sequencePanel.putAside')}
          </Button>
          <Button size="xs" variant="light" color="red.9" onClick={onDelete}>
            {t('sequencePanel.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
