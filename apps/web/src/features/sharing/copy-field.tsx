import { ActionIcon, CopyButton, Group, PasswordInput, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

type CopyFieldProps = {
  label: string;
  description?: string;
  value: string;
  /** Hidden until asked, like any password: the Share tab may be on a projected screen. */
  secret?: boolean;
  testId?: string;
};

/** A read-only value with a copy button that says when it copied. */
export function CopyField({ label, description, value, secret = false, testId }: CopyFieldProps) {
  const { t } = useTranslation('sharing');
  const field = {
    label,
    description,
    value,
    readOnly: true,
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    style: { flex: 1, minWidth: 0 },
    'data-testid': testId,
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {secret ? (
        <PasswordInput
          {...field}
          visibilityToggleButtonProps={{ 'aria-label': t('gate.togglePassword') }}
        />
      ) : (
        <TextInput {...field} />
      )}
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('share.copied') : t('share.copy')} withArrow>
            <ActionIcon
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'teal.9' : undefined}
              size={36}
              onClick={copy}
              aria-label={t('share.copyNamed', { name: label })}
            >
              {copied ? (
                <IconCheck size={18} aria-hidden="true" />
              ) : (
                <IconCopy size={18} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
