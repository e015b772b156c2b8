import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import type { MemberRole } from '@ordo/contract';
import { useAddMember } from '../../api/workspaces.ts';
import { errorMessage } from '../../api/query-client.ts';

export const memberRoles: MemberRole[] = ['admin', 'editor', 'viewer'];

/**
 * Invites by e-mail with a role; says whom the invitation went to, or that it was not sent and
 * why (SPEC §8, worded as issue 26 asks: no "Successfully added").
 */
export function InviteForm({ teamId }: { teamId: string }) {
  const { t } = useTranslation('workspaces');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const add = useAddMember(teamId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const invited = email.trim();
    add.mutate(
      { email: invited, role },
      {
        onSuccess: () => {
          setEmail('');
          notify(t('invite.added', { email: invited }), { color: 'teal' });
        },
        onError: (error) =>
          notify(errorMessage(error), { color: 'red', title: t('invite.failed') }),
      },
    );
  };
  return (
    <Stack gap="xs" component="form" onSubmit={submit}>
      <Title order={3} size="h5">
        {t('invite.title')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="email"
          label={t('invite.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t('invite.role')}
          allowDeselect={false}
          value={role}
          onChange={(next) => next && setRole(next as MemberRole)}
          data={memberRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          w={160}
        />
        <Button type="submit" loading={add.isPending} disabled={!email.trim()}>
          {t('invite.submit')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('invite.hint')}
      </Text>
    </Stack>
  );
}
