import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/query-client.ts';
import type { SaverState } from './save/meeting-saver.ts';

const colors = {
  saved: 'teal',
  saving: 'blue',
  offline: 'orange',
  conflict: 'red',
  error: 'red',
} as const;

type SaveIndicatorProps = {
  status: SaverState['status'];
  error: SaverState['error'];
  /** Edits not yet sent: "saved" reads "saving" until they are. */
  dirty: boolean;
};

/** Always visible: whether what is on screen is safely on the server. */
export function SaveIndicator({ status: saverStatus, error, dirty }: SaveIndicatorProps) {
  const { t } = useTranslation('meeting');
  const status = saverStatus === 'saved' && dirty ? 'saving' : saverStatus;
  const label = t(`save.${status}`);
  const badge = (
    <Badge
      color={colors[status]}
      variant="light"
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-status={status}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {label}
    </Badge>
  );
  if (status === 'error' && error) return <Tooltip label={errorMessage(error)}>{badge}</Tooltip>;
  if (status === 'offline') return <Tooltip label={t('save.offlineHint')}>{badge}</Tooltip>;
  return badge;
}
