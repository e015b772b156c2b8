import { useState } from 'react';
import {
  Alert,
  Anchor,
  Container,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../hooks/use-brand.ts';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import { EmailLinkForm } from './email-link-form.tsx';
import { OidcButton } from './oidc-button.tsx';
import { PasswordSignInForm } from './password-sign-in-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { safeReturnPath } from './return-path.ts';
import { SignUpForm } from './sign-up-form.tsx';
import classes from './login-page.module.css';

type Mode = 'password' | 'signUp' | 'magic' | 'forgot';

/** Codes a redirect brings back in `?error=` (better-auth's, and ours), in plain words. */
const redirectErrors: Record<string, string> = {
  INVALID_TOKEN: 'redirectErrors.expiredLink',
  EXPIRED_TOKEN: 'redirectErrors.expiredLink',
  account_not_linked: 'redirectErrors.accountNotLinked',
  'provider-unavailable': 'redirectErrors.providerDown',
  session: 'redirectErrors.session',
};

/** `/user/login`: sign in, create an account, get an e-mail link, or reset a password. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = useAuthToken();
  const next = safeReturnPath(search.get('next'));
  const resetToken = search.get('reset');
  const error = search.get('error');
  const [mode, setMode] = useState<Mode>(search.get('mode') === 'signup' ? 'signUp' : 'password');
  const [forgotEmail, setForgotEmail] = useState('');

  // Already signed in (a second tab, the back button): carry on where they were going.
  if (token && !resetToken) {
    return (
      <Navigate to={`/user/logged${next ? `?next=${encodeURIComponent(next)}` : ''}`} replace />
    );
  }

  return (
    <Container size={460} py="xl">
      <Stack>
        <Title order={1} ta="center">
          {resetToken ? t('reset.title') : t('title', { brand: brand.name })}
        </Title>
        {next?.includes('import=local') && !resetToken && (
          <Alert color="blue" variant="light" data-testid="draft-kept">
            {t('draftKept')}
          </Alert>
        )}
        {error && !resetToken && (
          <Alert color="red" role="alert" variant="light">
            {t(redirectErrors[error] ?? 'redirectErrors.generic')}
          </Alert>
        )}
        <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
          {resetToken ? (
            <ResetPasswordForm token={resetToken} onDone={() => void navigate('/user/login')} />
          ) : (
            <Stack>
              <SegmentedControl
                fullWidth
                classNames={{ label: classes.modeLabel }}
                value={mode === 'forgot' ? 'password' : mode}
                onChange={(value) => setMode(value as Mode)}
                aria-label={t('modes.label')}
                data={[
                  { value: 'password', label: t('modes.password') },
                  { value: 'signUp', label: t('modes.signUp') },
                  { value: 'magic', label: t('modes.magic') },
                ]}
              />
              {mode === 'password' && (
                <PasswordSignInForm
                  onForgot={(email) => {
                    setForgotEmail(email);
                    setMode('forgot');
                  }}
                />
              )}
              {mode === 'forgot' && (
                <Stack>
                  <EmailLinkForm kind="reset" initialEmail={forgotEmail} />
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setMode('password')}
                  >
                    {t('signIn.back')}
                  </Anchor>
                </Stack>
              )}
              {mode === 'signUp' && <SignUpForm />}
              {mode === 'magic' && <EmailLinkForm kind="magic" returnTo={next} />}
              <OidcButton next={next} />
            </Stack>
          )}
        </Paper>
        <Text size="sm" c="dimmed" ta="center">
          {t('privacy')}
        </Text>
      </Stack>
    </Container>
  );
}
