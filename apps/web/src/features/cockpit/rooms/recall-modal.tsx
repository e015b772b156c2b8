import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADD_TIME_MINUTES_MAX, type LiveCommandAck, type RunCommandInput } from '@ordo/contract';

type RecallModalProps = {
  opened: boolean;
  onClose: () => void;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

/** Two minutes: enough to finish a sentence and walk back, the "back in plenary in 2 min". */
const DEFAULT_MINUTES = 2;

/**
 * "Call everyone back": every room's screens and phones show "back in plenary in N min", and
 * every room ends when it elapses (0: now).
 */
export function RecallModal({ opened, onClose, run }: RecallModalProps) {
  const { t } = useTranslation(['cockpit', 'common']);
  const [minutes, setMinutes] = useState<number | string>(DEFAULT_MINUTES);
  const value = typeof minutes === 'number' ? minutes : Number.NaN;
  const valid = Number.isInteger(value) && value >= 0 && value <= ADD_TIME_MINUTES_MAX;
  const confirm = async () => {
    if (!valid) return;
    const ack = await run({ type: 'recall', minutes: value });
    if (ack.ok) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('rooms.recallTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('rooms.recallBody')}</Text>
          <NumberInput
            label={t('rooms.recallMinutes')}
            description={t('rooms.recallMinutesHint')}
            value={minutes}
            onChange={setMinutes}
            min={0}
            max={ADD_TIME_MINUTES_MAX}
            allowDecimal={false}
            allowNegative={false}
            error={valid ? undefined : t('rooms.recallInvalid', { max: ADD_TIME_MINUTES_MAX })}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('restart.cancel')}
            </Button>
            <Button type="submit" color="orange.9" disabled={!valid}>
              {t('rooms.recallConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
