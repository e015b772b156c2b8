import { useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../sharing/copy-field.tsx';
import { QrCode } from '../sharing/qr-code.tsx';
import { PresenterLinks } from './presenter-links.tsx';
import { RemoteTokens } from './remote-tokens.tsx';
import type { RemoteLink } from './use-remote-link.ts';

type Target = 'remote' | 'stage' | 'presenter' | 'public';

/**
 * The other screens of the run: the phone remote, the stage, the speaker's presenter view and
 * the participants' view.
 */
export function IntroLinks({ uuid, remote }: { uuid: string; remote: RemoteLink }) {
  const { t } = useTranslation('cockpit');
  const [target, setTarget] = useState<Target>('remote');
  // Four screens do not fit side by side on a phone: they stack there.
  const narrow = useMediaQuery('(max-width: 30em)');
  const origin = window.location.origin;
  const urls = { stage: `${origin}/m/${uuid}/live`, public: `${origin}/m/${uuid}` };
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={target}
        onChange={(value) => setTarget(value as Target)}
        data={(['remote', 'stage', 'presenter', 'public'] as const).map((value) => ({
          value,
          label: t(`links.${value}`),
        }))}
        aria-label={t('links.title')}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth
      />
      {target === 'remote' ? (
        <RemoteTokens uuid={uuid} remote={remote} />
      ) : target === 'presenter' ? (
        <PresenterLinks uuid={uuid} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t(`links.${target}Hint`)}</Text>
          <CopyField
            label={t(`links.${target}`)}
            value={urls[target]}
            testId={`cockpit-${target}-link`}
          />
          <QrCode url={urls[target]} fileName={`${target}-qr.png`} />
        </Stack>
      )}
    </Stack>
  );
}
