import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HeaderChange } from '../header-edits.ts';
import { useFieldDraft } from './use-field-draft.ts';
import { UpgradeLink } from './upgrade-link.tsx';

export type MeetingDetails = { date: string | null; startTime: string | null };

type DetailsPanelProps = {
  title: string;
  objective: string;
  details: MeetingDetails;
  readOnly: boolean;
  isPro: boolean;
  onHeaderChange: (change: HeaderChange) => void;
  onDetailsChange: (details: MeetingDetails) => void;
};

const oneLine = (text: string) => text.replace(/\r?\n/g, ' ').trim();
const publicText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join('\n')
    .trim();
const same = (text: string) => text;

/** Title and objective live in the text's header; date and start time in the meeting's settings. */
export function DetailsPanel({
  title,
  objective,
  details,
  readOnly,
  isPro,
  onHeaderChange,
  onDetailsChange,
}: DetailsPanelProps) {
  const { t } = useTranslation('editor');
  const [titleDraft, setTitle] = useFieldDraft(title, oneLine, same);
  const [objectiveDraft, setObjective] = useFieldDraft(objective, publicText, same);
  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('details.formLabel')}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextInput
        label={t('details.title')}
        value={titleDraft}
        readOnly={readOnly}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          onHeaderChange({ title: event.currentTarget.value });
        }}
      />
      <Textarea
        label={t('details.objective')}
        description={t('details.objectiveHint')}
        resize="vertical"
        rows={3}
        value={objectiveDraft}
        readOnly={readOnly}
        onChange={(event) => {
          setObjective(event.currentTarget.value);
          onHeaderChange({ objective: event.currentTarget.value });
        }}
      />
      <TextInput
        type="date"
        label={t('details.date')}
        value={details.date ?? ''}
        readOnly={readOnly}
        onChange={(event) =>
          onDetailsChange({ ...details, date: event.currentTarget.value || null })
        }
      />
      <TextInput
        type="time"
        label={t('details.startTime')}
        description={t('details.startTimeHint')}
        value={details.startTime ?? ''}
        readOnly={readOnly}
        onChange={(event) =>
          onDetailsChange({ ...details, startTime: event.currentTarget.value || null })
        }
      />
      {!isPro && <UpgradeLink reason={t('upgrade.branding')} />}
    </Stack>
  );
}
