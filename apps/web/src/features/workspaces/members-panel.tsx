import { Button, Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { modalsReady } from '../../components/modals-ready.ts';
import { IconMailForward, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import type { MemberRole, Workspace, WorkspaceMember } from '@ordo/contract';
import {
  useChangeRole,
  useMembers,
  useRemoveMember,
  useResendInvite,
} from '../../api/workspaces.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { InviteForm, memberRoles } from './invite-form.tsx';
import { TeamBadges } from './team-badges.tsx';

/** Members with roles and states; owners and admins invite, change roles, resend and remove. */
export function MembersPanel({ team, myEmail }: { team: Workspace; myEmail: string | undefined }) {
  const { t } = useTranslation('workspaces');
  const members = useMembers(team.uuid, team.state !== 'guest');
  const manages = team.mayManage;
  const changeRole = useChangeRole(team.uuid);
  const resend = useResendInvite(team.uuid);
  const remove = useRemoveMember(team.uuid);
  const failure = changeRole.error ?? resend.error ?? remove.error;

  const confirmRemove = (member: WorkspaceMember) =>
    void modalsReady().then(() =>
      modals.openConfirmModal({
        title: t('members.removeTitle', { email: member.email }),
        children: <Text size="sm">{t('members.removeBody')}</Text>,
        labels: { confirm: t('members.removeConfirm'), cancel: t('members.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          remove.mutate(member.token, {
            onSuccess: () => notify(t('members.removed', { email: member.email })),
          }),
      }),
    );

  if (members.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('members.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={44} />
        ))}
      </Stack>
    );
  }
  if (members.isError) return <ErrorAlert error={members.error} />;

  return (
    <Stack>
      {manages && <InviteForm teamId={team.uuid} />}
      <ErrorAlert error={failure} />
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" data-testid="members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.person')}</Table.Th>
              <Table.Th>{t('invite.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.data.items.map((member) => {
              const editable = manages && member.role !== 'owner';
              return (
                <Table.Tr key={member.token}>
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {member.fullname ?? member.email}
                      {member.email === myEmail ? ` (${t('members.you')})` : ''}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[
                        member.fullname ? member.email : null,
                        member.existingAccount ? null : t('members.noAccount'),
                        member.state === 'guest' ? t('members.guestOf') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {editable ? (
                      <Select
                        size="xs"
                        w={150}
                        allowDeselect={false}
                        aria-label={t('members.role', { email: member.email })}
                        value={member.role}
                        data={memberRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
                        onChange={(role) =>
                          role &&
                          changeRole.mutate(
                            { token: member.token, role: role as MemberRole },
                            {
                              onSuccess: () =>
                                notify(
                                  t('members.roleChanged', {
                                    email: member.email,
                                    role: t(`roles.${role}`),
                                  }),
                                ),
                            },
                          )
                        }
                      />
                    ) : null}
                    <TeamBadges role={member.role} state={member.state} hideRole={editable} />
                    {editable && (
                      // Visible words beside the row, not icons alone (issue 30).
                      <Group gap={4} mt={4} wrap="wrap">
                        {member.state === 'invited' && (
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            leftSection={<IconMailForward size={16} aria-hidden />}
                            aria-label={`${t('members.resend')} (${member.email})`}
                            loading={resend.isPending && resend.variables === member.token}
                            onClick={() =>
                              resend.mutate(member.token, {
                                onSuccess: () =>
                                  notify(t('members.resent', { email: member.email })),
                              })
                            }
                          >
                            {t('members.resendShort')}
                          </Button>
                        )}
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          leftSection={<IconUserMinus size={16} aria-hidden />}
                          aria-label={t('members.remove', { email: member.email })}
                          onClick={() => confirmRemove(member)}
                        >
                          {t('members.removeShort')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
