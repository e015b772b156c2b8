import { useEffect } from 'react';
import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Sends the visitor to the configured address at once (replacing this page in the history, so
 * Back does not bounce), with a plain link in case the browser blocks or delays it.
 */
export function RedirectNotice({ url }: { url: string }) {
  const { t } = useTranslation('resources');
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Loader size="sm" aria-hidden />
        <Title order={1} fz={28}>
          {t('redirecting.title')}
        </Title>
        <Text>{t('redirecting.body', { url })}</Text>
        <Anchor href={url} data-testid="resource-redirect">
          {t('redirecting.link', { host: new URL(url).host })}
        </Anchor>
      </Stack>
    </Container>
  );
}
