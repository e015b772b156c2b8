import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/query-client.ts';
import type { SaverState } from './save/meeting-saver.ts';
import type { SaveHint as Hint } from './save-hint.tsx';

const colors = {
  saved: 'teal',
  saving: 'blue',
  offline: 'orange',
  error: 'red',
} as const;

/**
 * The tooltip (Floating UI, some 20 KB) loads once editing starts rather than with the page
 * (issue 11's page weight): by the time a save fails or the connection drops, it is here. If
 * it cannot be fetched (offline from the start), the badge shows without it.
 */
let hintModule: Promise<{ default: typeof Hint }> | undefined;
const loadHint = () =>
  (hintModule ??= import('./save-hint.tsx').then(
    (module) => ({ default: module.SaveHint }),
    () => ({ default: ({ children }: { label: string; children: ReactElement }) => children }),
  ));
const SaveHint = lazy(loadHint);

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
  useEffect(() => {
    if (status !== 'saved') void loadHint();
  }, [status]);
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
  const hint =
    status === 'error' && error
      ? errorMessage(error)
      : status === 'offline'
        ? t('save.offlineHint')
        : null;
  if (hint === null) return badge;
  return (
    <Suspense fallback={badge}>
      <SaveHint label={hint}>{badge}</SaveHint>
    </Suspense>
  );
}
