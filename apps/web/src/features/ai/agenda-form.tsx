import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/languages.ts';

export type AgendaFormValues = {
  objective: string;
  durationMinutes: number;
  participants: number;
  audience: string;
  language: 'en' | 'fr';
};

type AgendaFormProps = {
  busy: boolean;
  onSubmit: (values: AgendaFormValues) => void;
};

/** The coach's form: objective, duration, participants, audience and the agenda's language. */
export function AgendaForm({ busy, onSubmit }: AgendaFormProps) {
  const { t } = useTranslation('ai');
  const [values, setValues] = useState<AgendaFormValues>(() => ({
    objective: '',
    durationMinutes: 90,
    participants: 8,
    audience: '',
    language: currentLanguage() === 'fr' ? 'fr' : 'en',
  }));
  const [touched, setTouched] = useState(false);
  const objectiveError =
    touched && values.objective.trim().length < 3 ? t('form.objectiveHint') : undefined;
  const set = <K extends keyof AgendaFormValues>(key: K, value: AgendaFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (values.objective.trim().length < 3) return;
    onSubmit({ ...values, objective: values.objective.trim(), audience: values.audience.trim() });
  };

  return (
    <form onSubmit={submit} aria-label={t('form.legend')} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('form.objective')}
          placeholder={t('form.objectivePlaceholder')}
          description={objectiveError ? undefined : t('form.objectiveHint')}
          error={objectiveError}
          value={values.objective}
          onChange={(event) => set('objective', event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          required
          name="objective"
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('form.duration')}
            min={5}
            max={960}
            step={15}
            clampBehavior="strict"
            allowDecimal={false}
            value={values.durationMinutes}
            onChange={(value) => set('durationMinutes', typeof value === 'number' ? value : 90)}
            name="durationMinutes"
            miw={140}
          />
          <NumberInput
            label={t('form.participants')}
            min={1}
            max={1000}
            clampBehavior="strict"
            allowDecimal={false}
            value={values.participants}
            onChange={(value) => set('participants', typeof value === 'number' ? value : 8)}
            name="participants"
            miw={140}
          />
        </Group>
        <TextInput
          label={t('form.audience')}
          placeholder={t('form.audiencePlaceholder')}
          value={values.audience}
          onChange={(event) => set('audience', event.currentTarget.value)}
          maxLength={200}
          name="audience"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="ai-language-label">
            {t('form.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="ai-language-label"
            value={values.language}
            onChange={(value) => set('language', value === 'fr' ? 'fr' : 'en')}
            data={[
              { value: 'en', label: t('form.languages.en') },
              { value: 'fr', label: t('form.languages.fr') },
            ]}
          />
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('form.cost', { count: values.durationMinutes })}
          </Text>
          <Button type="submit" loading={busy} leftSection={<IconSparkles size={16} aria-hidden />}>
            {t('form.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
