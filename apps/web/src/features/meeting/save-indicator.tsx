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

/** Always visible: whether what is on screen is safely on the server. */
export function SaveIndicator({ state, dirty }: { state: SaverState; dirty: boolean }) {
  const { t } = useTranslation('meeting');
  const status = state.status === 'saved' && dirty ? 'saving' : state.status;
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
  if (status === 'error' && state.error)
    return <Tooltip label={errorMessage(state.error)}>{badge}</Tooltip>;
  if (status === 'offline') return <Tooltip label={t('save.offlineHint')}>{badge}</Tooltip>;
  return badge;
}
