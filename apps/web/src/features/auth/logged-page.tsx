import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { authToken } from '../../api/auth-token.ts';
import { signInCalls, startSession, userDataQuery } from '../../api/users.ts';
import { chooseLanguage, currentLanguage } from '../../i18n/languages.ts';
import { landingPath } from './return-path.ts';

/**
 * `/user/logged`, where every sign-in lands. A redirect (magic link, OIDC, e-mail
 * confirmation) arrives with a session cookie, swapped here for a token. Then the interface
 * takes the account's language, and the person goes on: to where they were going, to the
 * onboarding tour if they are new, else to the dashboard.
 */
export function LoggedPage() {
  const { t } = useTranslation('auth');
  const client = useQueryClient();
  const [search] = useSearchParams();
  const next = search.get('next');
  // A query, not an effect: it runs once even when React mounts the page twice.
  const landing = useQuery({
    queryKey: ['sign-in-landing', next],
    queryFn: async () => {
      if (!authToken.get()) {
        const { token } = await signInCalls.exchangeCookie();
        if (!token) throw new Error('no session');
        startSession(client, token);
      }
      const data = await client.fetchQuery(userDataQuery);
      const language = data.profile.language;
      if (language && language !== currentLanguage()) await chooseLanguage(language);
      return landingPath(next, data.user.onboarding);
    },
    retry: false,
    gcTime: 0,
    meta: { silentError: true },
  });

  if (landing.data) return <Navigate to={landing.data} replace />;
  if (landing.isError) return <Navigate to="/user/login?error=session" replace />;
  return (
    <Center py={120}>
      <Stack align="center">
        <Loader role="status" aria-label={t('logged.loading')} />
        <Text c="dimmed">{t('logged.loading')}</Text>
      </Stack>
    </Center>
  );
}
