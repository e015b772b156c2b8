import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@ordo/contract';
import { useCancelAtPeriodEnd } from '../../api/billing.ts';
import { useConfig } from '../../api/config.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatBillingDate } from './format.ts';

/**
 * "Cancel subscription" with a confirmation that says what ending PRO changes, or "Keep PRO"
 * once it is cancelled: both act at the period end, never at once.
 */
export function CancelControl({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const [opened, { open, close }] = useDisclosure(false);
  const change = useCancelAtPeriodEnd();
  const free = useConfig().data?.limits.historyVersionsFree ?? 20;
  const end = subscription.currentPeriodEnd
    ? formatBillingDate(subscription.currentPeriodEnd, currentLanguage())
    : '';

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Stack gap="xs">
        <Group>
          <Button loading={change.isPending} onClick={() => change.mutate(false)}>
            {t('actions.resume')}
          </Button>
        </Group>
        <ErrorAlert error={change.error} />
      </Stack>
    );
  }
  return (
    <>
      <Group>
        <Button variant="default" onClick={open}>
          {t('actions.cancel')}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t('confirm.title')}
        closeButtonProps={{ 'aria-label': t('confirm.close') }}
        centered
      >
        <Stack>
          <Text size="sm">{t('confirm.body', { date: end, free })}</Text>
          <ErrorAlert error={change.error} />
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t('confirm.back')}
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => change.mutate(true, { onSuccess: close })}
            >
              {t('confirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
