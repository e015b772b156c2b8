import { Anchor, ColorInput, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserData } from '../../../api/users.ts';
import { useMeetingContext } from '../meeting-context.ts';
import { StageWarningsSetting } from './stage-warnings-setting.tsx';
import { VisibilitySetting } from './visibility-setting.tsx';
import { TimeZoneSelect } from '../time-zone/time-zone-select.tsx';
import { Columns } from '../../../design/columns.tsx';

/** Setup: when the meeting happens, who may see it, and how it looks. */
export function SetupTab() {
  const { t } = useTranslation('meeting');
  const { meeting, saver } = useMeetingContext();
  const user = useUserData();
  const allowed = user.data?.plan.entitlements;
  const canColor = allowed?.customColors ?? false;
  const canHideBranding = allowed?.removeBranding ?? false;
  const settings = meeting.settings;
  const change = saver.changeSettings.bind(saver);

  return (
    <Stack maw={720}>
      <Title order={2} size="h4">
        {t('setup.when')}
      </Title>
      {/* The time zone has a row of its own: a third of the width cut "Paris (UTC+01:00)". */}
      <Columns cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={t('setup.date')}
          value={settings.date ?? ''}
          onChange={(event) => change({ date: event.currentTarget.value || null })}
        />
        <TextInput
          type="time"
          label={t('setup.startTime')}
          value={settings.startTime ?? ''}
          onChange={(event) => change({ startTime: event.currentTarget.value || null })}
        />
      </Columns>
      <TimeZoneSelect value={settings.timeZone} onChange={(timeZone) => change({ timeZone })} />
      <Select
        label={t('setup.language')}
        description={t('setup.languageHint')}
        allowDeselect={false}
        data={[
          { value: 'en', label: 'English' },
          { value: 'fr', label: 'Français' },
        ]}
        value={settings.language}
        onChange={(language) => (language === 'en' || language === 'fr') && change({ language })}
        maw={240}
      />
      <Title order={2} size="h4" mt="md">
        {t('setup.live')}
      </Title>
      <StageWarningsSetting
        value={settings.stageWarnings}
        onChange={(stageWarnings) => change({ stageWarnings })}
      />
      <Title order={2} size="h4" mt="md">
        {t('setup.sharing')}
      </Title>
      <VisibilitySetting />
      <Switch
        label={t('setup.isTemplate')}
        checked={settings.isTemplate}
        onChange={(event) => change({ isTemplate: event.currentTarget.checked })}
      />
      <Title order={2} size="h4" mt="md">
        {t('setup.branding')}
      </Title>
      {!(canColor && canHideBranding) && (
        <Text size="sm">
          {t('setup.proOnly')}{' '}
          <Anchor component={Link} to="/user/subscription">
            {t('setup.upgrade')}
          </Anchor>
        </Text>
      )}
      <ColorInput
        label={t('setup.brandColor')}
        disabled={!canColor}
        value={settings.brandColor ?? ''}
        onChangeEnd={(color) =>
          change({ brandColor: /^#[0-9a-f]{6}$/i.test(color) ? color : null })
        }
        maw={240}
      />
      <Switch
        label={t('setup.hideBranding')}
        disabled={!canHideBranding}
        checked={settings.hideBranding}
        onChange={(event) => change({ hideBranding: event.currentTarget.checked })}
      />
    </Stack>
  );
}
