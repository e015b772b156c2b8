import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { modalsReady } from '../../components/modals-ready.ts';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import type { MeetingSummary } from '@ordo/contract';
import { useUpdateMeeting } from '../../api/meetings.ts';
import { useWorkspaces } from '../../api/workspaces.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import i18n from '../../i18n/setup.ts';

/** Opens the "move to a teamspace" dialog for `meeting`. */
export function openMoveToTeam(meeting: MeetingSummary, title: string) {
  void modalsReady().then(() =>
    modals.open({
      title: i18n.t('workspaces:move.title', { title }),
      children: <MoveToTeam meeting={meeting} title={title} />,
    }),
  );
}

/** Picks where the workshop lives: the personal space or a team the user may add to. */
function MoveToTeam({ meeting, title }: { meeting: MeetingSummary; title: string }) {
  const { t } = useTranslation('workspaces');
  const teams = useWorkspaces();
  const update = useUpdateMeeting();
  const [target, setTarget] = useState(meeting.workspace_uuid ?? 'personal');
  const options = (teams.data?.items ?? []).filter(
    (team) => team.uuid === meeting.workspace_uuid || team.mayAddWorkshops,
  );
  const chosen = target === 'personal' ? null : target;
  return (
    <Stack>
      <Select
        label={t('move.target')}
        allowDeselect={false}
        value={target}
        onChange={(next) => next && setTarget(next)}
        data={[
          { value: 'personal', label: t('move.personal') },
          ...options.map((team) => ({ value: team.uuid, label: team.name })),
        ]}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed">
        {t('move.hint')}
      </Text>
      <ErrorAlert error={update.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => modals.closeAll()}>
          {t('members.cancel')}
        </Button>
        <Button
          loading={update.isPending}
          disabled={chosen === meeting.workspace_uuid}
          onClick={() =>
            update.mutate(
              {
                uuid: meeting.uuid,
                input: { baseVersion: meeting.version, workspace_uuid: chosen },
              },
              {
                onSuccess: () => {
                  modals.closeAll();
                  notify(t('move.done', { title }));
                },
              },
            )
          }
        >
          {t('move.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
