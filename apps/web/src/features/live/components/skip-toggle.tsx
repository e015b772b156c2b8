import { Box, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';
import classes from './skip-toggle.module.css';

type Sequence = { index: number; title: string; skipped: boolean };

type SkipToggleProps = {
  sequence: Sequence;
  onToggle: (sequence: Sequence) => void;
  size?: 'compact-sm' | 'sm';
  disabled?: boolean;
  /** On a phone, the icon alone (the cockpit's rows); the words stay in the accessible name. */
  compact?: boolean;
};

/**
 * "Skip" on a sequence still to come, "Bring back" on a skipped one. One button whose label
 * changes in place, so the keyboard focus stays on it after a press.
 */
export function SkipToggle({
  sequence,
  onToggle,
  size = 'compact-sm',
  disabled,
  compact = false,
}: SkipToggleProps) {
  const { t } = useTranslation('live');
  const title = sequence.title || t('sequence.untitled');
  const label = { index: sequence.index + 1, title };
  const Icon = sequence.skipped ? IconArrowBackUp : IconPlayerSkipForward;
  const words = sequence.skipped ? t('skip.bringBack') : t('skip.skip');
  return (
    <Button
      size={size}
      px={compact ? 8 : undefined}
      variant={sequence.skipped ? 'light' : 'subtle'}
      color={sequence.skipped ? undefined : 'gray'}
      className={classes.toggle}
      data-labelled=""
      data-compact={compact || undefined}
      aria-label={sequence.skipped ? t('skip.bringBackLabel', label) : t('skip.skipLabel', label)}
      aria-pressed={sequence.skipped}
      disabled={disabled}
      onClick={() => onToggle(sequence)}
      data-testid="skip-toggle"
    >
      <Icon size={14} aria-hidden="true" />
      {compact ? (
        <Box component="span" visibleFrom="xs" ml={6}>
          {words}
        </Box>
      ) : (
        <Box component="span" ml={6}>
          {words}
        </Box>
      )}
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
    // Not over the cockpit's header (Stop, help) nor the remote's status: under the thumb.
    position: 'bottom-center',
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
