import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';
import { currentLanguage } from '../../../i18n/languages.ts';
import { clockTimeOn, type MeetingClock } from './meeting-clock.ts';
import { endAtEntry, formatTimeLeft, parseTimeLeft } from './time-entry.ts';

/** Which question the dialog asks: how much is left, or when the sequence ends. */
export type TimeDialogKind = 'left' | 'end';

type TimeDialogProps = {
  /** Null: closed. */
  kind: TimeDialogKind | null;
  onClose: () => void;
  serverNow: () => number;
  clock: MeetingClock;
  /** What is left of the current sequence now (negative in overtime), to start from. */
  remainingMs: number;
  onCommand: (command: RunCommandInput) => Promise<boolean | LiveCommandAck>;
};

/**
 * "Set time left" (minutes:seconds) and "End at" (hh:mm on the meeting's clock, or this
 * device's, as the dialog says) for the current sequence, shared by the cockpit and the phone
 * remote. Enter sends, Escape closes; the focus then goes back to the button that opened it,
 * where the run's keys still act on the run.
 */
export function TimeDialog(props: TimeDialogProps) {
  const { t } = useTranslation('live');
  const { kind, onClose } = props;
  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={kind === 'end' ? t('timeControls.endTitle') : t('timeControls.leftTitle')}
      centered
      size="sm"
    >
      {/* Mounted on each opening, so the field starts from the run as it is now. */}
      {kind && <TimeForm key={kind} {...props} kind={kind} />}
    </Modal>
  );
}

function TimeForm({
  kind,
  onClose,
  serverNow,
  clock,
  remainingMs,
  onCommand,
}: TimeDialogProps & { kind: TimeDialogKind }) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const [value, setValue] = useState(() =>
    kind === 'left'
      ? formatTimeLeft(Math.max(0, remainingMs) / 1000)
      : clockTimeOn(serverNow() + Math.max(0, remainingMs), language, clock),
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const command = commandOf(kind, value, serverNow(), clock);
    if (typeof command === 'string') {
      setError(t(`timeControls.${command}`));
      return;
    }
    setSending(true);
    const answer = await onCommand(command);
    setSending(false);
    if (typeof answer === 'boolean' ? answer : answer.ok) onClose();
  };

  const zone =
    kind === 'end'
      ? t(clock.meetingZone ? 'timeControls.zoneMeeting' : 'timeControls.zoneDevice', {
          zone: clock.timeZone,
        })
      : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="time-dialog">
      <Stack gap="md">
        <TextInput
          data-autofocus
          label={kind === 'end' ? t('timeControls.endLabel') : t('timeControls.leftLabel')}
          description={kind === 'end' ? zone : t('timeControls.leftHint')}
          type={kind === 'end' ? 'time' : 'text'}
          inputMode={kind === 'end' ? undefined : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          onFocus={(event) => kind === 'left' && event.currentTarget.select()}
          error={error}
          data-testid={kind === 'end' ? 'end-at-input' : 'time-left-input'}
        />
        {kind === 'left' && (
          <Text size="xs" c="dimmed">
            {t('timeControls.leftNote')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('timeControls.cancel')}
          </Button>
          <Button type="submit" loading={sending} data-testid="time-dialog-submit">
            {kind === 'end' ? t('timeControls.endSubmit') : t('timeControls.leftSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The command the field asks for, or the key of what is wrong with it. */
function commandOf(
  kind: TimeDialogKind,
  value: string,
  serverNow: number,
  clock: MeetingClock,
): RunCommandInput | 'leftInvalid' | 'endInvalid' | 'endTooFar' {
  if (kind === 'left') {
    const seconds = parseTimeLeft(value);
    return seconds === null ? 'leftInvalid' : { type: 'setTimeLeft', seconds };
  }
  const entry = endAtEntry(value, serverNow, clock.timeZone);
  if (!entry.ok) return entry.reason === 'tooFar' ? 'endTooFar' : 'endInvalid';
  return { type: 'endAt', at: entry.at };
}
