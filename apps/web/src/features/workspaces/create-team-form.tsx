import { useState } from 'react';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import { useNavigate } from 'react-router';
import { WORKSPACE_NAME_MAX_CHARS } from '@ordo/contract';
import { useCreateWorkspace } from '../../api/workspaces.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';

/** Names a new teamspace and opens it. */
export function CreateTeamForm() {
  const { t } = useTranslation('workspaces');
  const [name, setName] = useState('');
  const create = useCreateWorkspace();
  const navigate = useNavigate();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(trimmed, {
      onSuccess: (team) => {
        notify(t('create.done', { name: team.name }));
        void navigate(`/user/workspace/${team.uuid}`);
      },
    });
  };
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('create.title')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('create.name')}
            placeholder={t('create.placeholder')}
            value={name}
            maxLength={WORKSPACE_NAME_MAX_CHARS}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            required
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {t('create.submit')}
          </Button>
        </Group>
        <ErrorAlert error={create.error} />
      </Stack>
    </Card>
  );
}
