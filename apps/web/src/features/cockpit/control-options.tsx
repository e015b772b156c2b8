import {
  Box,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import type { CockpitPrefs } from './cockpit-prefs.ts';

type ControlOptionsProps = {
  prefs: CockpitPrefs;
  onChange: (patch: Partial<CockpitPrefs>) => void;
  wakeLock: { supported: boolean; active: boolean };
};

/**
 * How the cockpit shows time and behaves: seconds, direction, keep awake, dark mode, and on a
 * phone (whose header keeps the room for the title) the language.
 */
export function ControlOptions({ prefs, onChange, wakeLock }: ControlOptionsProps) {
  const { t } = useTranslation('cockpit');
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={prefs.countUp ? 'up' : 'down'}
        onChange={(value) => onChange({ countUp: value === 'up' })}
        data={[
          { value: 'down', label: t('options.countDown') },
          { value: 'up', label: t('options.countUp') },
        ]}
        aria-label={t('options.direction')}
        data-testid="cockpit-direction"
        fullWidth
      />
      <Switch
        label={t('options.showSeconds')}
        checked={prefs.showSeconds}
        onChange={(event) => onChange({ showSeconds: event.currentTarget.checked })}
        data-testid="cockpit-seconds"
      />
      <Switch
        label={t('options.keepAwake')}
        description={
          !wakeLock.supported
            ? t('options.keepAwakeUnsupported')
            : prefs.keepAwake && !wakeLock.active
              ? t('options.keepAwakePending')
              : undefined
        }
        checked={prefs.keepAwake}
        disabled={!wakeLock.supported}
        onChange={(event) => onChange({ keepAwake: event.currentTarget.checked })}
        data-testid="cockpit-keep-awake"
      />
      <Switch
        label={t('options.darkMode')}
        checked={dark}
        onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
        data-testid="cockpit-dark"
      />
      <Box hiddenFrom="sm">
        <LanguageSwitcher />
      </Box>
      <Text size="xs" c="dimmed">
        {t('options.deviceOnly')}
      </Text>
    </Stack>
  );
}
