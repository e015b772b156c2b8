import { useState } from 'react';
import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stageWarningsSchema, type StageWarnings } from '@ordo/contract';
import { formatClock } from '../../live/components/format-clock.ts';

type Unit = StageWarnings['unit'];

/** What "custom" starts from: the default rule's floor, and red in the last 30 seconds. */
const FIRST_CUSTOM: Record<Unit, StageWarnings> = {
  minutes: { unit: 'minutes', amber: 2, red: 0.5 },
  percent: { unit: 'percent', amber: 20, red: 5 },
};

type Draft = { unit: Unit; amber: number | string; red: number | string };

type StageWarningsSettingProps = {
  value: StageWarnings | null;
  onChange: (value: StageWarnings | null) => void;
};

/**
 * When the stage's countdown turns amber and red: the default rule, or the meeting's own
 * thresholds in minutes or percent of the sequence left. Only a valid pair is saved (red at
 * most amber); a wrong one says why beside the field and leaves the saved one as it was.
 */
export function StageWarningsSetting({ value, onChange }: StageWarningsSettingProps) {
  const { t } = useTranslation('meeting');
  const [draft, setDraft] = useState<Draft>(value ?? FIRST_CUSTOM.minutes);
  const [mode, setMode] = useState<'default' | 'custom'>(value ? 'custom' : 'default');
  const parsed = stageWarningsSchema.safeParse({
    unit: draft.unit,
    amber: typeof draft.amber === 'number' ? draft.amber : Number.NaN,
    red: typeof draft.red === 'number' ? draft.red : Number.NaN,
  });
  const problem = (field: 'amber' | 'red') =>
    parsed.success || mode === 'default'
      ? null
      : parsed.error.issues.some((issue) => issue.path[0] === field)
        ? t(`setup.stageWarnings.invalid.${field}`, { max: draft.unit === 'percent' ? 100 : 600 })
        : null;

  const edit = (next: Draft) => {
    setDraft(next);
    const checked = stageWarningsSchema.safeParse(next);
    if (checked.success) onChange(checked.data);
  };
  const chooseMode = (next: string) => {
    const chosen = next === 'custom' ? 'custom' : 'default';
    setMode(chosen);
    if (chosen === 'default') onChange(null);
    else if (parsed.success) onChange(parsed.data);
  };
  const amount = (unit: Unit, n: number) =>
    unit === 'percent'
      ? String(n)
      : Number.isInteger(n)
        ? t('setup.stageWarnings.minutesLeft', { count: n })
        : formatClock(n * 60_000);
  const help =
    mode === 'default' || !parsed.success
      ? t('setup.stageWarnings.defaultHelp')
      : parsed.data.red > 0
        ? t(`setup.stageWarnings.help.${parsed.data.unit}`, {
            amber: amount(parsed.data.unit, parsed.data.amber),
            red: amount(parsed.data.unit, parsed.data.red),
          })
        : t(`setup.stageWarnings.helpNoRed.${parsed.data.unit}`, {
            amber: amount(parsed.data.unit, parsed.data.amber),
          });

  return (
    <Stack gap="xs" data-testid="stage-warnings">
      <Text fw={500} size="sm" id="stage-warnings-label">
        {t('setup.stageWarnings.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="stage-warnings-label"
        value={mode}
        onChange={chooseMode}
        data={[
          { value: 'default', label: t('setup.stageWarnings.default') },
          { value: 'custom', label: t('setup.stageWarnings.custom') },
        ]}
        maw={320}
      />
      {mode === 'custom' && (
        <Group align="flex-start" gap="sm">
          <SegmentedControl
            aria-label={t('setup.stageWarnings.unit')}
            value={draft.unit}
            onChange={(unit) => edit(FIRST_CUSTOM[unit === 'percent' ? 'percent' : 'minutes'])}
            data={[
              { value: 'minutes', label: t('setup.stageWarnings.minutes') },
              { value: 'percent', label: t('setup.stageWarnings.percent') },
            ]}
          />
          <NumberInput
            label={t('setup.stageWarnings.amber')}
            value={draft.amber}
            onChange={(amber) => edit({ ...draft, amber })}
            min={0}
            max={draft.unit === 'percent' ? 100 : 600}
            step={draft.unit === 'percent' ? 5 : 0.5}
            decimalScale={2}
            suffix={draft.unit === 'percent' ? ' %' : ' min'}
            error={problem('amber')}
            w={150}
          />
          <NumberInput
            label={t('setup.stageWarnings.red')}
            value={draft.red}
            onChange={(red) => edit({ ...draft, red })}
            min={0}
            max={draft.unit === 'percent' ? 100 : 600}
            step={draft.unit === 'percent' ? 5 : 0.5}
            decimalScale={2}
            suffix={draft.unit === 'percent' ? ' %' : ' min'}
            error={problem('red')}
            w={150}
          />
        </Group>
      )}
      <Text size="sm" c="dimmed" data-testid="stage-warnings-help" aria-live="polite">
        {help}
      </Text>
    </Stack>
  );
}
