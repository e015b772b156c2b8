import { memo } from 'react';
import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../components/user-button.tsx';
import { usePeers, type Peer } from './presence.ts';

const SHOWN = 4;

/**
 * Who else is in the meeting: a stack of initials in each person's colour, their name on hover
 * and focus, "+N" past four. Nothing when the person is alone (or not signed in).
 */
export const PresenceAvatars = memo(function PresenceAvatars() {
  const { t } = useTranslation('meeting');
  const peers = usePeers();
  if (peers.length === 0) return null;
  const shown = peers.slice(0, peers.length > SHOWN ? SHOWN - 1 : SHOWN);
  const hidden = peers.slice(shown.length);
  const names = peers.map((peer) => peer.user.name).join(', ');
  return (
    <Avatar.Group
      spacing="xs"
      role="group"
      aria-label={t('presence.label', { count: peers.length, names })}
      data-testid="presence-avatars"
    >
      {shown.map((peer) => (
        <PeerAvatar key={peer.key} peer={peer} />
      ))}
      {hidden.length > 0 && (
        <Tooltip
          label={hidden.map((peer) => peer.user.name).join(', ')}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Avatar radius="xl" size="md" tabIndex={0} data-testid="presence-more">
            +{hidden.length}
          </Avatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
});

function PeerAvatar({ peer }: { peer: Peer }) {
  const { t } = useTranslation('meeting');
  const where =
    peer.sequenceIndex === null
      ? peer.user.name
      : t('presence.inSequence', { name: peer.user.name, number: peer.sequenceIndex + 1 });
  return (
    <Tooltip label={where} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Avatar
        radius="xl"
        size="md"
        tabIndex={0}
        aria-label={where}
        data-testid="presence-avatar"
        data-name={peer.user.name}
        styles={{
          root: { border: `2px solid ${peer.user.color}` },
          placeholder: { background: peer.user.color, color: '#fff' },
        }}
      >
        {initialsOf(peer.user.name)}
      </Avatar>
    </Tooltip>
  );
}
