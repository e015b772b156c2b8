import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useControlTokens, useRevokeControlToken } from '../../api/live.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { CopyField } from '../sharing/copy-field.tsx';
import { QrCode } from '../sharing/qr-code.tsx';
import type { RemoteLink } from './use-remote-link.ts';

function createdOn(value: string | number, language: 'en' | 'fr'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/**
 * The phone remote: a link (and its QR code) carrying a control token made on demand, and the
 * tokens already handed out, each revocable (which also disconnects its phone).
 */
export function RemoteTokens({ uuid, remote }: { uuid: string; remote: RemoteLink }) {
  const { t } = useTranslation('cockpit');
  const language = currentLanguage();
  const tokens = useControlTokens(uuid);
  const revoke = useRevokeControlToken(uuid);
  const items = tokens.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm">{t('links.remoteHint')}</Text>
      {remote.url ? (
        <>
          <CopyField label={t('links.remote')} value={remote.url} testId="cockpit-remote-link" />
          <QrCode url={remote.url} fileName="remote-qr.png" />
        </>
      ) : (
        <Button
          onClick={() => remote.create()}
          loading={remote.creating}
          data-testid="cockpit-create-remote"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('links.createRemote')}
        </Button>
      )}
      {items.length > 0 && (
        <Stack gap={4} data-testid="cockpit-remote-tokens">
          <Text size="sm" fw={600}>
            {t('links.tokens', { count: items.length })}
          </Text>
          {items.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end">
                {item.name || t('links.unnamedRemote')}
                <Text span size="xs" c="dimmed">
                  {' · '}
                  {item.kind === 'presenter' && `${t('links.presenterKind')} · `}
                  {createdOn(item.createdAt, language)}
                </Text>
              </Text>
              <Tooltip label={t('links.revoke')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('links.revokeNamed', {
                    name: item.name || t('links.unnamedRemote'),
                  })}
                  loading={revoke.isPending && revoke.variables === item.id}
                  onClick={() => revoke.mutate(item.id)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
