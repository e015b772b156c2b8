import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkspaces } from '../../api/workspaces.ts';
import { useFeatures } from '../../hooks/use-features.ts';

/**
 * The dashboard's space: the personal one (null) or a teamspace the user joined. Hidden while
 * the user is in no team, so a solo facilitator sees nothing new.
 */
export function SpaceSwitcher({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (space: string | null) => void;
}) {
  const { t } = useTranslation('workspaces');
  const features = useFeatures();
  const teams = useWorkspaces(features.workspaces);
  const joined = (teams.data?.items ?? []).filter((team) => team.state !== 'invited');
  if (!features.workspaces || joined.length === 0) return null;
  return (
    <Select
      label={t('switcher.label')}
      allowDeselect={false}
      maw={320}
      value={value ?? 'personal'}
      onChange={(next) => onChange(!next || next === 'personal' ? null : next)}
      data={[
        { value: 'personal', label: t('switcher.personal') },
        ...joined.map((team) => ({ value: team.uuid, label: team.name })),
      ]}
      data-testid="space-switcher"
    />
  );
}
