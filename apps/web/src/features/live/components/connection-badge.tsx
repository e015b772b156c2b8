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

const looks: Record<LiveStatus, { color: string; Icon: typeof IconPlugConnected }> = {
  connecting: { color: 'gray', Icon: IconLoader2 },
  live: { color: 'green.9', Icon: IconPlugConnected },
  reconnecting: { color: 'orange.9', Icon: IconWifiOff },
  ended: { color: 'gray', Icon: IconCircleCheck },
  error: { color: 'red.9', Icon: IconAlertTriangle },
};

type ConnectionBadgeProps = {
  status: LiveStatus;
  /** `filled` reads on any background (the stage draws its own); `light` by default. */
  variant?: 'light' | 'filled';
  className?: string;
};

/** The link to the server in one word (connected, reconnecting…, ended), announced politely. */
export function ConnectionBadge({ status, variant = 'light', className }: ConnectionBadgeProps) {
  const { t } = useTranslation('live');
  const { color, Icon } = looks[status];
  return (
    <span aria-live="polite" className={className}>
      <Badge
        color={color}
        variant={variant}
        size="lg"
        leftSection={<Icon size={14} aria-hidden="true" />}
        data-testid="connection-badge"
        data-status={status}
      >
        {t(`connection.${status}`)}
      </Badge>
    </span>
  );
}
