import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@ordo/contract';
import { signInCalls } from '../../api/users.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formChecks } from './form-checks.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** A new account: name, e-mail, password. The interface language becomes the account's. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const { finish } = useFinishSignIn();
  const [fields, setFields] = useState({ fullName: '', email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const register = useMutation({
    mutationFn: signInCalls.register,
    onSuccess: (result) => result.token && finish(result.token),
    meta: { silentError: true },
  });
  const set = (name: keyof typeof fields) => (event: { currentTarget: { value: string } }) =>
    setFields({ ...fields, [name]: event.currentTarget.value });
  const problems = {
    fullName: !formChecks.name(fields.fullName) ? t('fields.nameMissing') : null,
    email: !formChecks.email(fields.email) ? t('fields.emailInvalid') : null,
    password: !formChecks.newPassword(fields.password)
      ? t('fields.passwordShort', { count: PASSWORD_MIN_LENGTH })
      : null,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(problems).some(Boolean)) return;
    register.mutate({
      fullName: fields.fullName.trim(),
      email: fields.email.trim(),
      password: fields.password,
      language: currentLanguage(),
    });
  };

  if (register.data && !register.data.token) {
    return (
      <Alert color="green" title={t('signUp.confirmTitle')}>
        {t('signUp.confirmBody', { email: register.data.user.email })}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('fields.fullName')}
          autoComplete="name"
          value={fields.fullName}
          onChange={set('fullName')}
          error={checked && problems.fullName}
          required
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={set('email')}
          error={checked && problems.email}
          required
        />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('fields.passwordRule', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
          error={checked && problems.password}
          required
        />
        <ErrorAlert error={register.error} />
        <Button type="submit" loading={register.isPending}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
