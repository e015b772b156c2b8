import { Avatar } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../components/user-button.tsx';
import { usePeers } from './presence.ts';

/** The others working in this sequence, as small avatars on its timeline card. */
export function SequencePresence({ index }: { index: number }) {
  const { t } = useTranslation('meeting');
  const here = usePeers().filter((peer) => peer.sequenceIndex === index);
  if (here.length === 0) return null;
  return (
    <Avatar.Group spacing={6} data-testid="sequence-presence">
      {here.slice(0, 3).map((peer) => (
        <Avatar
          key={peer.key}
          radius="xl"
          size={20}
          title={peer.user.name}
          aria-label={t('presence.here', { name: peer.user.name })}
          styles={{
            root: { border: `1.5px solid ${peer.user.color}` },
            placeholder: { background: peer.user.color, color: '#fff', fontSize: 9 },
          }}
        >
          {initialsOf(peer.user.name)}
        </Avatar>
      ))}
    </Avatar.Group>
  );
}
