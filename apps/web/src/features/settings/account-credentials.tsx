import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meSchema, PASSWORD_MIN_LENGTH } from '@ordo/contract';
import { api } from '../../api/client.ts';
import { usersKey } from '../../api/users.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formChecks } from '../auth/form-checks.ts';

/** Change the sign-in e-mail; the password proves it is really the owner asking. */
export function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const [fields, setFields] = useState({ email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const change = useMutation({
    mutationFn: () => api('/v1/users/me/email', { method: 'PUT', body: fields }, meSchema),
    onSuccess: () => {
      setFields({ email: '', password: '' });
      setChecked(false);
      notifications.show({ color: 'green', message: t('account.emailChanged') });
      return client.invalidateQueries({ queryKey: usersKey });
    },
    meta: { silentError: true },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (formChecks.email(fields.email) && fields.password) change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('account.newEmail')}
          description={t('account.currentEmail', { email })}
          type="email"
          autoComplete="email"
          value={fields.email}
          onChange={(event) => setFields({ ...fields, email: event.currentTarget.value })}
          error={checked && !formChecks.email(fields.email) ? t('account.emailInvalid') : null}
        />
        <PasswordInput
          label={t('account.password')}
          autoComplete="current-password"
          value={fields.password}
          onChange={(event) => setFields({ ...fields, password: event.currentTarget.value })}
          error={checked && !fields.password ? t('account.passwordMissing') : null}
        />
        <ErrorAlert error={change.error} />
        <Group>
          <Button type="submit" variant="default" loading={change.isPending}>
            {t('account.changeEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change the password (or set a first one); every other device is signed out. */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const client = useQueryClient();
  const [fields, setFields] = useState({ currentPassword: '', newPassword: '' });
  const [checked, setChecked] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      api('/v1/users/me/password', {
        method: 'PUT',
        body: hasPassword ? fields : { newPassword: fields.newPassword },
      }),
    onSuccess: () => {
      setFields({ currentPassword: '', newPassword: '' });
      setChecked(false);
      notifications.show({ color: 'green', message: t('account.passwordChanged') });
      return client.invalidateQueries({ queryKey: usersKey });
    },
    meta: { silentError: true },
  });
  const tooShort = !formChecks.newPassword(fields.newPassword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!tooShort && (!hasPassword || fields.currentPassword)) change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {hasPassword && (
          <PasswordInput
            label={t('account.currentPassword')}
            autoComplete="current-password"
            value={fields.currentPassword}
            onChange={(event) =>
              setFields({ ...fields, currentPassword: event.currentTarget.value })
            }
            error={checked && !fields.currentPassword ? t('account.passwordMissing') : null}
          />
        )}
        <PasswordInput
          label={t('account.newPassword')}
          description={t('account.passwordRule', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={(event) => setFields({ ...fields, newPassword: event.currentTarget.value })}
          error={
            checked && tooShort ? t('account.passwordShort', { count: PASSWORD_MIN_LENGTH }) : null
          }
        />
        <ErrorAlert error={change.error} />
        <Group>
          <Button type="submit" variant="default" loading={change.isPending}>
            {hasPassword ? t('account.changePassword') : t('account.setPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
