import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../api/config.ts';
import { useFeatures } from '../../hooks/use-features.ts';

/** Marks a version kept from a PRO period: readable, not restorable on the free plan. */
export function ReadOnlyVersionBadge() {
  const { t } = useTranslation('billing');
  return (
    <Badge size="xs" variant="outline" color="gray" c="dimmed">
      {t('history.readOnly')}
    </Badge>
  );
}

/** Why the selected version cannot be restored, and the way back to PRO. */
export function ReadOnlyVersionNotice() {
  const { t } = useTranslation('billing');
  const features = useFeatures();
  const free = useConfig().data?.limits.historyVersionsFree ?? 20;
  return (
    <Text size="sm" data-testid="history-read-only">
      {t('history.notice', { free })}{' '}
      <Anchor
        component={Link}
        to={features.payment ? '/user/subscription' : '/user/settings/billing'}
      >
        {t('history.upgrade')}
      </Anchor>
    </Text>
  );
}
