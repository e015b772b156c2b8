import { Badge } from '@mantine/core';
import {
  IconAlertTriangle,
  IconPlugConnected,
  IconCircleCheck,
  IconLoader2,
  IconWifiOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../connection/live-connection.ts';
import { useOnline } from './use-online.ts';
import classes from './connection-badge.module.css';

type Shown = LiveStatus | 'offline';

const looks: Record<Shown, { color: string; Icon: typeof IconPlugConnected }> = {
  connecting: { color: 'gray', Icon: IconLoader2 },
  live: { color: 'green.9', Icon: IconPlugConnected },
  reconnecting: { color: 'orange.9', Icon: IconWifiOff },
  offline: { color: 'red.9', Icon: IconWifiOff },
  ended: { color: 'gray', Icon: IconCircleCheck },
  error: { color: 'red.9', Icon: IconAlertTriangle },
};

type ConnectionBadgeProps = {
  status: LiveStatus;
  /** `filled` reads on any background (the stage draws its own); `light` by default. */
  variant?: 'light' | 'filled';
  /**
   * Fades "Connected" out after a few seconds, for screens an audience looks at; reconnecting,
   * offline and the rest stay visible.
   */
  fade?: boolean;
  className?: string;
};

/**
 * What the badge says: the link's status, or "Offline" while the browser says it has no
 * network (even if a socket still answers, as a browser's offline mode may leave one open:
 * the screen keeps counting either way, and the badge tells the truth about the device).
 */
export function shownStatus(status: LiveStatus, online: boolean): Shown {
  return !online && status !== 'ended' && status !== 'error' ? 'offline' : status;
}

/**
 * The link to the server in one word (connected, reconnecting…, offline, ended), announced
 * politely. Every live view shows it (stage, remote, cockpit, participants, presenter).
 */
export function ConnectionBadge({
  status,
  variant = 'light',
  fade = false,
  className,
}: ConnectionBadgeProps) {
  const { t } = useTranslation('live');
  const shown = shownStatus(status, useOnline());
  const { color, Icon } = looks[shown];
  return (
    <span aria-live="polite" className={className}>
      <Badge
        className={classes.badge}
        color={color}
        variant={variant}
        size="lg"
        leftSection={<Icon size={14} aria-hidden="true" />}
        data-testid="connection-badge"
        data-status={shown}
        data-fade={fade && shown === 'live' ? '' : undefined}
      >
        {t(`connection.${shown}`)}
      </Badge>
    </span>
  );
}
