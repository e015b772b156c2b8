import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useFeatures } from '../../hooks/use-features.ts';

/**
 * Why accepting an invitation failed, in plain words: the address is not proven (with a link
 * that no longer works, or without one), or joining as a member needs PRO, with the way there.
 */
export function JoinError({ error, withLink }: { error: unknown; withLink: boolean }) {
  const { t } = useTranslation('workspaces');
  const features = useFeatures();
  if (!(error instanceof ApiError)) return <ErrorAlert error={error} />;
  if (error.code === 'EMAIL_NOT_VERIFIED') {
    return (
      <Alert color="red" role="alert" variant="light">
        {t(withLink ? 'invitations.linkRefused' : 'invitations.needsLink')}
      </Alert>
    );
  }
  if (error.code === 'PRO_REQUIRED') {
    return (
      <Alert color="yellow" role="alert" variant="light">
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t('invitations.proRequired')}</Text>
          <Anchor component={Link} to={features.payment ? '/user/subscription' : '/pricing'}>
            {t('invitations.upgrade')}
          </Anchor>
          <Text size="sm">{t('invitations.askGuest')}</Text>
          {features.payment && (
            <Anchor component={Link} to="/pricing">
              {t('invitations.seePlans')}
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  }
  return <ErrorAlert error={error} />;
}
