import { useEffect, useState } from 'react';
import { Anchor, Image, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';

/**
 * A QR code of `url`, drawn as a data: image (the content security policy allows those), with
 * a link to download it for slides or posters. The address only: never an access code.
 */
export function QrCode({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation('sharing');
  const [image, setImage] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { margin: 2, width: 480, errorCorrectionLevel: 'M' })
      .then((data) => current && setImage({ url, data }))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [url]);

  if (!image || image.url !== url) return <Skeleton w={200} h={200} />;
  return (
    <Stack gap={4} align="flex-start">
      <Image
        src={image.data}
        alt={t('share.qrAlt', { url })}
        w={200}
        h={200}
        data-testid="share-qr"
      />
      <Anchor href={image.data} download={fileName} size="sm" c="var(--mantine-color-ordo-text)">
        {t('share.downloadQr')}
      </Anchor>
    </Stack>
  );
}
