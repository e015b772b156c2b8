import { Button, Group, Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../sharing/qr-code.tsx';
import { cockpitShortcuts, shortcutLabels } from './cockpit-keys.ts';
import { PresenterLinks } from './presenter-links.tsx';
import type { RemoteLink } from './use-remote-link.ts';

type HelpModalProps = { opened: boolean; onClose: () => void; remote: RemoteLink; uuid: string };

/** The cockpit's help: every keyboard shortcut, the phone remote's QR code, the presenter view. */
export function HelpModal({ opened, onClose, remote, uuid }: HelpModalProps) {
  const { t } = useTranslation('cockpit');
  return (
    <Modal opened={opened} onClose={onClose} title={t('help.title')} centered size="lg">
      <Stack gap="md" data-testid="cockpit-help">
        <Table>
          <Table.Tbody>
            {cockpitShortcuts.map((shortcut) => (
              <Table.Tr key={shortcut.action}>
                <Table.Td>
                  <Group gap={4}>
                    {shortcutLabels(shortcut).map((label) => (
                      <Kbd key={label}>{t(`keys.${label}`)}</Kbd>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{t(`help.actions.${shortcut.action}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">{t('help.scope')}</Text>
        <Text size="sm">{t('help.swipe')}</Text>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('help.remote')}
          </Title>
          <Text size="sm">{t('links.remoteHint')}</Text>
          {remote.url ? (
            <QrCode url={remote.url} fileName="remote-qr.png" />
          ) : (
            <Button
              onClick={() => remote.create()}
              loading={remote.creating}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('links.createRemote')}
            </Button>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('links.presenter')}
          </Title>
          <PresenterLinks uuid={uuid} />
        </Stack>
      </Stack>
    </Modal>
  );
}
