import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signInCalls } from '../../api/users.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formChecks } from './form-checks.ts';

/**
 * One e-mail field that asks for a mail: a sign-in link (`magic`) or a link to choose a new
 * password (`reset`). The answer is the same whether or not the address has an account.
 */
export function EmailLinkForm({
  kind,
  initialEmail = '',
  returnTo,
}: {
  kind: 'magic' | 'reset';
  initialEmail?: string;
  returnTo?: string | null;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const send = useMutation({
    mutationFn: (address: string) =>
      kind === 'magic'
        ? signInCalls.magicLink({
            email: address,
            language: currentLanguage(),
            ...(returnTo ? { returnTo } : {}),
          })
        : signInCalls.forgotPassword({ email: address, language: currentLanguage() }),
    meta: { silentError: true },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (formChecks.email(email)) send.mutate(email.trim());
  };

  if (send.isSuccess) {
    return (
      <Alert color="green" title={t('emailLink.sentTitle')}>
        {t(kind === 'magic' ? 'emailLink.sentMagic' : 'emailLink.sentReset', {
          email: email.trim(),
        })}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t(kind === 'magic' ? 'emailLink.introMagic' : 'emailLink.introReset')}
        </Text>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={checked && !formChecks.email(email) ? t('fields.emailInvalid') : null}
          required
        />
        <ErrorAlert error={send.error} />
        <Button type="submit" loading={send.isPending}>
          {t(kind === 'magic' ? 'emailLink.sendMagic' : 'emailLink.sendReset')}
        </Button>
      </Stack>
    </form>
  );
}
