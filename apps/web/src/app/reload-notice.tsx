import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a screen that failed to load or crashed shows (CrashBoundary): usually a stale chunk
 * after a deploy, which a reload fixes, so that is the one action offered.
 */
export function ReloadNotice() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <Stack align="center" ta="center">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
