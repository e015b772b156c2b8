import { Box, Button, type ButtonProps } from '@mantine/core';
import { IconBroadcast, IconPlayerPlay, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lifecycle } from '@ordo/contract';

/** What the door to the cockpit says: run it, go back to the run going on, or run it again. */
export type RunLiveKind = 'run' | 'open' | 'again';

/**
 * The way into a meeting's cockpit for its lifecycle: a live meeting's run is going on (open
 * it), a finished one is run again (the cockpit opens on a fresh start, the finished runs stay
 * in Insight), any other one is run live.
 *
 * @example runLiveAction('3f1c…', 'done') // { kind: 'again', to: '/user/meeting/3f1c…/resume?again=1' }
 */
export function runLiveAction(
  uuid: string,
  lifecycle: Lifecycle,
): { kind: RunLiveKind; to: string } {
  const cockpit = `/user/meeting/${uuid}/resume`;
  if (lifecycle === 'live') return { kind: 'open', to: cockpit };
  if (lifecycle === 'done') return { kind: 'again', to: `${cockpit}?again=1` };
  return { kind: 'run', to: cockpit };
}

const icons = { run: IconPlayerPlay, open: IconBroadcast, again: IconRepeat };

type RunLiveButtonProps = {
  uuid: string;
  lifecycle: Lifecycle;
  /** Named in the accessible label, where several meetings sit side by side (the dashboard). */
  title?: string;
  /** On a phone, only the icon shows (the label stays for screen readers and the tooltip). */
  compact?: boolean;
  size?: ButtonProps['size'];
  testId?: string;
};

/**
 * The primary "Run live" action (or "Open the live run", "Run again") that leads to the cockpit,
 * on the meeting's header and on its dashboard card.
 */
export function RunLiveButton({
  uuid,
  lifecycle,
  title,
  compact = false,
  size,
  testId,
}: RunLiveButtonProps) {
  const { t } = useTranslation('common');
  const { kind, to } = runLiveAction(uuid, lifecycle);
  const Icon = icons[kind];
  const label = t(`runLive.${kind}`);
  const named = title ? t('runLive.named', { action: label, title }) : undefined;
  return (
    <Button
      component={Link}
      to={to}
      size={size}
      px={compact ? 'xs' : undefined}
      color={kind === 'open' ? 'red.9' : undefined}
      variant={compact ? 'light' : 'filled'}
      leftSection={compact ? undefined : <Icon size={18} aria-hidden />}
      aria-label={named}
      title={compact ? (named ?? label) : undefined}
      data-kind={kind}
      data-testid={testId}
    >
      {compact ? (
        <>
          <Icon size={16} aria-hidden />
          <Box component="span" visibleFrom="sm" ml={6}>
            {label}
          </Box>
        </>
      ) : (
        label
      )}
    </Button>
  );
}
