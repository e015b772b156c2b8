import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authToken } from '../../api/auth-token.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { endSession } from '../../api/users.ts';
import { useBrand } from '../../hooks/use-brand.ts';

/** Where signing out stands: the server asked, the session ended, or the server out of reach. */
type Outcome = 'revoking' | 'ended' | 'unreachable';

/**
 * `/user/logout`: forgets the session on this device at once, then says "signed out" only once
 * the server has revoked it. A goodbye shown before that would be a promise the server may not
 * keep: someone who closes the laptop then, or whose request fails, would leave a live session
 * behind while being told it ended. Out of reach, the page says so and can ask again.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const client = useQueryClient();
  // The session to revoke, read once: forgetting it here must not lose it for a retry.
  const [token] = useState(() => authToken.get());
  const [outcome, setOutcome] = useState<Outcome>(token ? 'revoking' : 'ended');
  const started = useRef(false);

  const revoke = async (session: string) => {
    setOutcome('revoking');
    try {
      await api('/v1/users/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${session}` },
      });
      setOutcome('ended');
    } catch (error) {
      // Refused as unknown: the session had already ended (expired, or signed out elsewhere).
      const over = error instanceof ApiError && error.code === 'UNAUTHENTICATED';
      setOutcome(over ? 'ended' : 'unreachable');
    }
  };

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    endSession(client);
    void revoke(token);
  }, [client, token]);

  if (outcome === 'revoking') {
    return (
      <Container size="sm" py={80}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Title order={1} size="h3">
            {t('logout.revoking')}
          </Title>
        </Group>
      </Container>
    );
  }

  const unreachable = outcome === 'unreachable';
  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{t(unreachable ? 'logout.deviceTitle' : 'logout.title')}</Title>
        {unreachable ? (
          <Alert
            color="orange"
            icon={<IconWifiOff size={18} aria-hidden />}
            title={t('logout.unreachableTitle', { brand: brand.name })}
          >
            {t('logout.unreachableBody')}
          </Alert>
        ) : (
          <Text>{t('logout.body', { brand: brand.name })}</Text>
        )}
        <Group>
          {unreachable && token ? (
            <Button onClick={() => void revoke(token)}>{t('logout.retry')}</Button>
          ) : (
            <Button component={Link} to="/user/login">
              {t('logout.signInAgain')}
            </Button>
          )}
          <Button component={Link} to="/" variant="default">
            {t('logout.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
