import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCreateControlToken } from '../../api/live.ts';
import { CopyField } from '../sharing/copy-field.tsx';
import { QrCode } from '../sharing/qr-code.tsx';

/**
 * The presenter view's door: open it here (a new tab, on this editor's session), or make a
 * read-only presenter link for the speaker's laptop, shown once with its QR code.
 */
export function PresenterLinks({ uuid }: { uuid: string }) {
  const { t } = useTranslation('cockpit');
  const create = useCreateControlToken(uuid);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <Stack gap="sm" data-testid="cockpit-presenter-links">
      <Text size="sm">{t('links.presenterHint')}</Text>
      <Button
        component="a"
        href={`/m/${uuid}/presenter`}
        target="_blank"
        rel="noopener"
        variant="light"
        leftSection={<IconExternalLink size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        data-testid="cockpit-open-presenter"
      >
        {t('links.openPresenter')}
      </Button>
      {url ? (
        <>
          <CopyField label={t('links.presenterLink')} value={url} testId="cockpit-presenter-link" />
          <QrCode url={url} fileName="presenter-qr.png" />
        </>
      ) : (
        <Button
          variant="default"
          leftSection={<IconQrcode size={18} aria-hidden />}
          onClick={() =>
            create.mutate(
              { name: t('links.presenterName'), kind: 'presenter' },
              { onSuccess: (created) => setUrl(created.url) },
            )
          }
          loading={create.isPending}
          style={{ alignSelf: 'flex-start' }}
          data-testid="cockpit-create-presenter"
        >
          {t('links.createPresenter')}
        </Button>
      )}
    </Stack>
  );
}
