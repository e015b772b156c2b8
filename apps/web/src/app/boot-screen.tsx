import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown for the instant before the configuration arrives, or when the server is unreachable. */
export function BootScreen({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      {failed ? (
        <Stack align="center">
          <Text>{t('boot.failed')}</Text>
          <Button onClick={onRetry}>{t('actions.retry')}</Button>
        </Stack>
      ) : (
        <Loader role="status" aria-label={t('boot.loading')} />
      )}
    </Center>
  );
}
