import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Workspace } from '@ordo/contract';
import { useFeatures } from '../../hooks/use-features.ts';
import { currentLanguage } from '../../i18n/languages.ts';

/** The closed-team banner for everyone, and the PRO-ending warning for the owner. */
export function TeamBanners({ team }: { team: Workspace }) {
  const { t } = useTranslation('workspaces');
  const features = useFeatures();
  const renew = features.payment ? '/user/subscription' : '/pricing';
  const isOwner = team.role === 'owner';
  return (
    <Stack gap="sm">
      {team.closed && (
        <Alert
          color="red"
          variant="light"
          icon={<IconLock size={20} aria-hidden />}
          title={t('banners.closedTitle')}
          data-testid="team-closed"
        >
          <Text size="sm">{t('banners.closedBody')}</Text>
          {isOwner && (
            <Anchor component={Link} to={renew} size="sm" fw={600}>
              {t('banners.closedOwner')}
            </Anchor>
          )}
        </Alert>
      )}
      {isOwner && team.proEndingSoon && team.proEndsAt && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('banners.endingTitle', {
            date: new Date(team.proEndsAt).toLocaleDateString(currentLanguage(), {
              dateStyle: 'long',
            }),
          })}
          data-testid="team-pro-ending"
        >
          <Text size="sm">{t('banners.endingBody')}</Text>
          <Anchor component={Link} to={renew} size="sm" fw={600}>
            {t('banners.endingCta')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
