import { useState } from 'react';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import { Link, useNavigate } from 'react-router';
import { WORKSPACE_NAME_MAX_CHARS, type Workspace } from '@ordo/contract';
import { useDeleteWorkspace, useLeaveWorkspace, useRenameWorkspace } from '../../api/workspaces.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';

/** Rename (owner, admins), leave (everyone but the owner), delete (the owner). */
export function TeamSettings({ team }: { team: Workspace }) {
  const manages = team.mayManage;
  return (
    <Stack maw={640}>
      {manages && <RenameForm team={team} />}
      {team.role === 'owner' ? <DeleteTeam team={team} /> : <LeaveTeam team={team} />}
    </Stack>
  );
}

function RenameForm({ team }: { team: Workspace }) {
  const { t } = useTranslation('workspaces');
  const [name, setName] = useState(team.name);
  const rename = useRenameWorkspace(team.uuid);
  return (
    <Card withBorder padding="lg">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          rename.mutate(name.trim(), {
            onSuccess: () => notify(t('rename.done')),
          });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('rename.label')}
            value={name}
            maxLength={WORKSPACE_NAME_MAX_CHARS}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            required
          />
          <Button
            type="submit"
            variant="default"
            loading={rename.isPending}
            disabled={!name.trim() || name.trim() === team.name}
          >
            {t('rename.submit')}
          </Button>
        </Group>
        <ErrorAlert error={rename.error} />
      </Stack>
    </Card>
  );
}

function LeaveTeam({ team }: { team: Workspace }) {
  const { t } = useTranslation('workspaces');
  const [ticked, setTicked] = useState(false);
  const leave = useLeaveWorkspace(team.uuid);
  const navigate = useNavigate();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('leave.title')}
        </Title>
        <Text size="sm">{t('leave.body')}</Text>
        <Checkbox
          label={t('leave.tick')}
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
        />
        <Button
          color="red"
          disabled={!ticked}
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () => {
                notify(t('leave.done', { name: team.name }));
                void navigate('/user/workspaces');
              },
            })
          }
        >
          {t('leave.submit')}
        </Button>
        <ErrorAlert error={leave.error} />
      </Stack>
    </Card>
  );
}

function DeleteTeam({ team }: { team: Workspace }) {
  const { t } = useTranslation('workspaces');
  const [ticked, setTicked] = useState(false);
  const [keep, setKeep] = useState<'trash' | 'keep'>('trash');
  const remove = useDeleteWorkspace(team.uuid);
  const navigate = useNavigate();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('leave.title')}
        </Title>
        <Text size="sm">
          {t('leave.owner')}{' '}
          <Anchor component={Link} to="/transfer-teamspace" size="sm">
            {t('leave.transferLink')}
          </Anchor>
        </Text>
        <Title order={2} size="h4" mt="md">
          {t('delete.title')}
        </Title>
        <Radio.Group
          label={t('delete.body')}
          value={keep}
          onChange={(value) => setKeep(value === 'keep' ? 'keep' : 'trash')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="trash" label={t('delete.trash')} />
            <Radio value="keep" label={t('delete.keep')} />
          </Stack>
        </Radio.Group>
        <Checkbox
          label={t('delete.tick')}
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
        />
        <Button
          color="red"
          disabled={!ticked}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(keep === 'keep', {
              onSuccess: () => {
                notify(t('delete.done', { name: team.name }));
                void navigate('/user/workspaces');
              },
            })
          }
        >
          {t('delete.submit')}
        </Button>
        <ErrorAlert error={remove.error} />
      </Stack>
    </Card>
  );
}
