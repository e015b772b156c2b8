import { memo, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Button, Group, Stack, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, parseDuration, type Sequence } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { useFieldDraft } from './use-field-draft.ts';

export type SequenceFormProps = {
  sequence: Sequence;
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

/*
 * The form renders in the editor's deferred pass after every keystroke in the text, so each
 * field is memoised with stable handlers: typing in a duration renders the duration field, not
 * the speakers' combobox and the text areas around it.
 */
const MemoTextInput = memo(TextInput);
const MemoTextarea = memo(Textarea);
const MemoTagsInput = memo(TagsInput);
const MemoSwitch = memo(Switch);
const splitChars = [','];

/** `list` itself, or the previous list while it holds the same names. */
function useSameList(list: string[]): string[] {
  const [kept, setKept] = useState(list);
  if (kept === list || kept.join('\n') === list.join('\n')) return kept;
  setKept(list);
  return list;
}

/**
 * A form for the sequence under the cursor. Each change rewrites that sequence's lines only
 * (`editSequence` replace), as one step of the editor's undo history.
 */
export function SequenceForm({ sequence, knownSpeakers, readOnly, ...props }: SequenceFormProps) {
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
  const speakers = useSameList(sequence.speakers);
  // Handlers read the sequence and the callbacks as last rendered, so they never change.
  const latest = useRef({ sequence, ...props });
  useLayoutEffect(() => {
    latest.current = { sequence, ...props };
  });
  const handlers = useMemo(() => {
    const update = (change: Partial<Sequence>) =>
      latest.current.onChange({ ...latest.current.sequence, ...change });
    const text = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      event.currentTarget.value;
    return {
      title: (event: ChangeEvent<HTMLInputElement>) => {
        setTitle(text(event));
        update({ title: oneLine(text(event)) });
      },
      duration: (event: ChangeEvent<HTMLInputElement>) => {
        setDuration(text(event));
        const value = parseDuration(text(event));
        if (value !== null) update({ durationMinutes: value });
      },
      speakers: (speakers: string[]) => update({ speakers }),
      optional: (event: ChangeEvent<HTMLInputElement>) =>
        update({ optional: event.currentTarget.checked }),
      description: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setDescription(text(event));
        update({ description: publicText(text(event)) });
      },
      notes: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setNotes(text(event));
        update({ notes: text(event).trim() });
      },
      duplicate: () => latest.current.onDuplicate(),
      putAside: () => latest.current.onPutAside(),
      remove: () => latest.current.onDelete(),
    };
  }, [setTitle, setDuration, setDescription, setNotes]);

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('sequencePanel.formLabel')}
      onSubmit={(event) => event.preventDefault()}
    >
      <MemoTextInput
        label={t('sequencePanel.title')}
        value={title}
        readOnly={readOnly}
        onChange={handlers.title}
      />
      <MemoTextInput
        label={t('sequencePanel.duration')}
        description={minutes !== null ? formatMinutes(minutes, currentLanguage()) : undefined}
        error={minutes === null ? t('sequencePanel.durationInvalid') : undefined}
        value={duration}
        readOnly={readOnly}
        onChange={handlers.duration}
      />
      <MemoTagsInput
        label={t('sequencePanel.speakers')}
        description={t('sequencePanel.speakersHint')}
        data={knownSpeakers}
        value={speakers}
        readOnly={readOnly}
        splitChars={splitChars}
        onChange={handlers.speakers}
      />
      <MemoSwitch
        label={t('sequencePanel.optional')}
        checked={sequence.optional}
        disabled={readOnly}
        onChange={handlers.optional}
      />
      <MemoTextarea
        label={t('sequencePanel.description')}
        description={t('sequencePanel.descriptionHint')}
        resize="vertical"
        rows={3}
        value={description}
        readOnly={readOnly}
        onChange={handlers.description}
      />
      <MemoTextarea
        label={t('sequencePanel.notes')}
        description={t('sequencePanel.notesHint')}
        resize="vertical"
        rows={3}
        value={notes}
        readOnly={readOnly}
        onChange={handlers.notes}
      />
      {!readOnly && (
        <SequenceButtons
          duplicate={handlers.duplicate}
          putAside={handlers.putAside}
          remove={handlers.remove}
        />
      )}
    </Stack>
  );
}

const SequenceButtons = memo(function SequenceButtons({
  duplicate,
  putAside,
  remove,
}: {
  duplicate: () => void;
  putAside: () => void;
  remove: () => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={duplicate}>
        {t('sequencePanel.duplicate')}
      </Button>
      <Button size="xs" variant="default" onClick={putAside}>
        {t('sequencePanel.putAside')}
      </Button>
      <Button size="xs" variant="light" color="red.9" onClick={remove}>
        {t('sequencePanel.delete')}
      </Button>
    </Group>
  );
});
