import { Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../api/config.ts';
import { useOidcStatus } from '../../api/users.ts';

/**
 * "Continue with …" for the OpenID Connect provider, shown only when one is configured. While
 * the provider does not answer, the button is off and says so; the other ways still work.
 */
export function OidcButton({ next }: { next: string | null }) {
  const { t } = useTranslation('auth');
  const configured = useConfig().data?.auth.oidc;
  const status = useOidcStatus(Boolean(configured?.enabled));
  if (!configured?.enabled) return null;
  const name = status.data?.name ?? configured.name ?? 'SSO';
  const down = status.data ? !status.data.available : status.isError;
  const href = `/v1/users/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  return (
    <Stack gap={4}>
      <Divider label={t('or')} labelPosition="center" mb="xs" />
      <Button
        component="a"
        href={down || status.isPending ? undefined : href}
        variant="default"
        disabled={down || status.isPending}
        fullWidth
      >
        {t('oidc.continue', { name })}
      </Button>
      {down && (
        <Text size="sm" c="dimmed" role="status">
          {t('oidc.down', { name })}
        </Text>
      )}
    </Stack>
  );
}
