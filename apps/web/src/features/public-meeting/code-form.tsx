import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlainField } from '../../components/plain-field.tsx';

type CodeFormProps = {
  onSubmit: (code: string) => void;
  pending: boolean;
  /** The message of the last failed try, already translated. */
  error: string | null;
  submitLabel: string;
  children?: ReactNode;
};

/**
 * Asks the access code of a protected event. An empty field is answered here
 * ("An access code is required.") without a request; anything else goes to the caller.
 */
export function CodeForm({ onSubmit, pending, error, submitLabel, children }: CodeFormProps) {
  const { t } = useTranslation('sharing');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(typed === '');
    if (typed) onSubmit(typed);
  };
  return (
    // One width wherever a visitor types an access code: a centred parent must not shrink it.
    <form onSubmit={submit} noValidate style={{ width: '100%', maxWidth: 420 }}>
      <Stack gap="sm">
        <PlainField
          label={t('gate.password')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setEmpty(false);
          }}
          error={empty ? t('messages.PASSWORD_REQUIRED') : error}
          autoComplete="off"
          secret={{ toggleLabel: t('gate.togglePassword') }}
          data-autofocus
          autoFocus
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
