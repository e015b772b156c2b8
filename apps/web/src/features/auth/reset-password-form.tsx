import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@ordo/contract';
import { signInCalls } from '../../api/users.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formChecks } from './form-checks.ts';

/** The page a reset e-mail opens: choose a new password, then sign in with it. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const reset = useMutation({ mutationFn: signInCalls.resetPassword, meta: { silentError: true } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (formChecks.newPassword(password)) reset.mutate({ token, password });
  };

  if (reset.isSuccess) {
    return (
      <Stack>
        <Alert color="green" title={t('reset.doneTitle')}>
          {t('reset.doneBody')}
        </Alert>
        <Button onClick={onDone}>{t('reset.signIn')}</Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('fields.passwordRule', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={
            checked && !formChecks.newPassword(password)
              ? t('fields.passwordShort', { count: PASSWORD_MIN_LENGTH })
              : null
          }
          required
        />
        <ErrorAlert error={reset.error} />
        <Button type="submit" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
