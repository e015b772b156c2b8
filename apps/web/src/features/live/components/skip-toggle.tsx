import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';

type Sequence = { index: number; title: string; skipped: boolean };

type SkipToggleProps = {
  sequence: Sequence;
  onToggle: (sequence: Sequence) => void;
  size?: 'compact-sm' | 'sm';
  disabled?: boolean;
};

/**
 * "Skip" on a sequence still to come, "Bring back" on a skipped one. One button whose label
 * changes in place, so the keyboard focus stays on it after a press.
 */
export function SkipToggle({ sequence, onToggle, size = 'compact-sm', disabled }: SkipToggleProps) {
  const { t } = useTranslation('live');
  const title = sequence.title || t('sequence.untitled');
  const label = { index: sequence.index + 1, title };
  return (
    <Button
      size={size}
      variant={sequence.skipped ? 'light' : 'subtle'}
      color={sequence.skipped ? undefined : 'gray'}
      leftSection={
        sequence.skipped ? (
          <IconArrowBackUp size={14} aria-hidden="true" />
        ) : (
          <IconPlayerSkipForward size={14} aria-hidden="true" />
        )
      }
      aria-label={sequence.skipped ? t('skip.bringBackLabel', label) : t('skip.skipLabel', label)}
      aria-pressed={sequence.skipped}
      disabled={disabled}
      onClick={() => onToggle(sequence)}
      data-testid="skip-toggle"
      style={{ flexShrink: 0 }}
    >
      {sequence.skipped ? t('skip.bringBack') : t('skip.skip')}
    </Button>
  );
}

/** The notice of the last skip: a newer one replaces it rather than piling up. */
let lastNotice: string | null = null;
let notices = 0;

/**
 * Sends the skip (or the bring back) and, once the run took it, says so with an Undo that
 * sends the opposite: a skip pressed by mistake is one tap away from being taken back.
 */
export async function toggleSkip(
  sequence: Sequence,
  send: (command: RunCommandInput) => Promise<LiveCommandAck | boolean>,
  t: (key: string, options?: Record<string, unknown>) => string,
): Promise<void> {
  const skipped = !sequence.skipped;
  const ack = await send({ type: 'skip', index: sequence.index, skipped });
  if (ack === false || (typeof ack === 'object' && !ack.ok)) return;
  const title = sequence.title || t('live:sequence.untitled');
  if (lastNotice) notifications.hide(lastNotice);
  const id = `skip-${(notices += 1)}`;
  lastNotice = id;
  const undo = () => {
    notifications.hide(id);
    void send({ type: 'skip', index: sequence.index, skipped: !skipped });
  };
  notifications.show({
    id,
    autoClose: 8_000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" data-testid="skip-notice">
          {skipped ? t('live:skip.skipped', { title }) : t('live:skip.broughtBack', { title })}
        </Text>
        <Button size="compact-sm" variant="light" onClick={undo} data-testid="skip-undo">
          {t('live:skip.undo')}
        </Button>
      </Group>
    ),
  });
}
