import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CollabSnapshot } from './collab-session.ts';

/** Why the text cannot be changed here, when the shared document says so. */
export function CollabNotice({ snapshot }: { snapshot: CollabSnapshot }) {
  const { t } = useTranslation('meeting');
  // A teamspace viewer is refused the shared text (it holds private notes): they read, not write.
  if (snapshot.status === 'closed' && snapshot.error?.code === 'FORBIDDEN') {
    return (
      <Alert color="gray" variant="light" role="status" data-testid="collab-notice">
        {t('collab.viewer')}
      </Alert>
    );
  }
  if (snapshot.status === 'closed') {
    return (
      <Alert color="orange" variant="light" role="status" data-testid="collab-notice">
        {snapshot.error?.message ?? t('collab.closed')}
      </Alert>
    );
  }
  if (snapshot.synced && !snapshot.canEdit) {
    return (
      <Alert color="gray" variant="light" role="status" data-testid="collab-notice">
        {t('collab.readOnly')}
      </Alert>
    );
  }
  return null;
}
