import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';

// The live catalog words these for the remote as well, so both say the same thing.
const knownCodes = [
  'INVALID_TRANSITION',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'NETWORK_ERROR',
  'RATE_LIMITED',
] as const;

/**
 * `send` that tells the facilitator, in plain words, when the server refused a command. The
 * answer is returned as is, so a sequence of commands can stop at the first refusal.
 */
export function useRunCommands(send: (command: RunCommandInput) => Promise<LiveCommandAck>) {
  const { t } = useTranslation(['cockpit', 'live']);
  return useCallback(
    async (command: RunCommandInput): Promise<LiveCommandAck> => {
      const ack = await send(command);
      if (!ack.ok) {
        const code = knownCodes.find((known) => known === ack.error.code) ?? 'OTHER';
        notifications.show({
          id: `cockpit-${code}`,
          color: 'red',
          title: t('errors.title'),
          message: t(`live:errors.${code}`),
        });
      }
      return ack;
    },
    [send, t],
  );
}
