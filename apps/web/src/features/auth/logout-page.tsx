import { useEffect } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authToken } from '../../api/auth-token.ts';
import { api } from '../../api/client.ts';
import { endSession } from '../../api/users.ts';
import { useBrand } from '../../hooks/use-brand.ts';

/**
 * `/user/logout`: revokes this session on the server and forgets it here, then says goodbye.
 * The device is signed out even when the server cannot be reached.
 */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const client = useQueryClient();

  useEffect(() => {
    const token = authToken.get();
    if (!token) return;
    endSession(client);
    void api('/v1/users/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  }, [client]);

  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{t('logout.title')}</Title>
        <Text>{t('logout.body', { brand: brand.name })}</Text>
        <Group>
          <Button component={Link} to="/user/login">
            {t('logout.signInAgain')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('logout.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
