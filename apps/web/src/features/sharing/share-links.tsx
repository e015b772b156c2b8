import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@ordo/contract';
import { CopyField } from './copy-field.tsx';
import { QrCode } from './qr-code.tsx';
import { Columns } from '../../design/columns.tsx';

/** Where participants go: this installation's own address, as the visitor's browser sees it. */
function origin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * What a facilitator hands out: the public link (and its QR code), the event code people type
 * at /meeting/join, and, when Restricted, the access code itself.
 */
export function ShareLinks({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('sharing');
  const publicLink = `${origin()}/m/${meeting.uuid}`;
  const joinPage = `${origin()}/meeting/join`;
  const code = meeting.settings.visibility === 'Restricted' ? meeting.settings.code : null;

  return (
    <Card withBorder>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('share.links')}
        </Title>
        <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm">
            <CopyField
              label={t('share.publicLink')}
              value={publicLink}
              testId="share-public-link"
            />
            <CopyField
              label={t('share.joinCode')}
              description={t('share.joinCodeHint', { url: joinPage })}
              value={meeting.joinCode}
              testId="share-join-code"
            />
            {code && (
              <CopyField
                label={t('share.accessCode')}
                description={t('share.accessCodeHint')}
                value={code}
                secret
                testId="share-access-code"
              />
            )}
            <Group>
              <Anchor
                href={publicLink}
                target="_blank"
                rel="noopener noreferrer"
                c="var(--mantine-color-ordo-text)"
              >
                {t('share.open')}
              </Anchor>
            </Group>
          </Stack>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('share.qr')}
            </Text>
            <Text size="sm">{t('share.qrHint')}</Text>
            <QrCode url={publicLink} fileName={`meeting-${meeting.joinCode}-qr.png`} />
          </Stack>
        </Columns>
      </Stack>
    </Card>
  );
}
