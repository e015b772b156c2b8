import { useState } from 'react';
import { Button, Group, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '@ordo/contract';
import { useMeetingContext } from '../meeting-context.ts';

const MIN_CODE_LENGTH = 4;

/**
 * Private, Public, or Restricted behind an access code. Restricted needs the code at the same
 * time (a code exists if and only if the meeting is Restricted), so that choice waits for it.
 */
export function VisibilitySetting() {
  const { t } = useTranslation('meeting');
  const { meeting, saver } = useMeetingContext();
  const current = meeting.settings.visibility;
  const [choice, setChoice] = useState<Visibility>(current);
  const [code, setCode] = useState(meeting.settings.code ?? '');
  const codeValid = code.trim().length >= MIN_CODE_LENGTH && !/\s/.test(code.trim());
  const codeChanged = code.trim() !== (meeting.settings.code ?? '');

  const pick = (value: string) => {
    const visibility = value as Visibility;
    setChoice(visibility);
    if (visibility !== 'Restricted') saver.changeSettings({ visibility });
  };

  return (
    <Stack gap="xs">
      <Radio.Group value={choice} onChange={pick} label={t('setup.visibility')}>
        <Stack gap="xs" mt="xs">
          {(['Private', 'Public', 'Restricted'] as const).map((visibility) => (
            <Radio
              key={visibility}
              value={visibility}
              label={t(`visibility.${visibility}.label`)}
              description={t(`visibility.${visibility}.hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {choice === 'Restricted' && (
        <Group align="flex-end">
          <PasswordInput
            label={t('setup.code')}
            description={t('setup.codeHint', { min: MIN_CODE_LENGTH })}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={
              code && !codeValid ? t('setup.codeInvalid', { min: MIN_CODE_LENGTH }) : undefined
            }
            autoComplete="off"
            w={260}
          />
          <Button
            disabled={!codeValid || (current === 'Restricted' && !codeChanged)}
            onClick={() => saver.changeSettings({ visibility: 'Restricted', code: code.trim() })}
          >
            {current === 'Restricted' ? t('setup.changeCode') : t('setup.protect')}
          </Button>
        </Group>
      )}
      {current === 'Restricted' && (
        <Text size="xs" c="dimmed">
          {t('setup.codeRevokes')}
        </Text>
      )}
    </Stack>
  );
}
