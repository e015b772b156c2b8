import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signInCalls } from '../../api/users.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formChecks } from './form-checks.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** E-mail and password; "forgot your password?" switches to the reset request. */
export function PasswordSignInForm({ onForgot }: { onForgot: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { finish } = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const login = useMutation({
    mutationFn: signInCalls.login,
    onSuccess: (result) => result.token && finish(result.token),
    meta: { silentError: true },
  });
  const emailError = checked && !formChecks.email(email) ? t('fields.emailInvalid') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!formChecks.email(email) || password === '') return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
          required
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={checked && password === '' ? t('fields.passwordMissing') : null}
          required
        />
        <ErrorAlert error={login.error} />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(email)}>
            {t('signIn.forgot')}
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            {t('signIn.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
