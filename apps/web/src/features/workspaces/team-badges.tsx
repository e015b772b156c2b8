import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberState, WorkspaceRole } from '@ordo/contract';

/** Role and state as two quiet badges; a closed team gets a third, in red. */
export function TeamBadges({
  role,
  state,
  closed = false,
  hideRole = false,
}: {
  role: WorkspaceRole;
  state: MemberState;
  closed?: boolean;
  /** When a role picker already shows the role. */
  hideRole?: boolean;
}) {
  const { t } = useTranslation('workspaces');
  return (
    <Group gap={6} mt={hideRole ? 4 : 0}>
      {!hideRole && (
        <Badge variant="default" radius="sm">
          {t(`roles.${role}`)}
        </Badge>
      )}
      {state !== 'member' && (
        <Badge variant="default" radius="sm">
          {t(`states.${state}`)}
        </Badge>
      )}
      {closed && (
        <Badge color="red.9" radius="sm">
          {t('list.closed')}
        </Badge>
      )}
    </Group>
  );
}
