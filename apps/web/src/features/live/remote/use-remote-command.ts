import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';
import { liveErrorText } from '../components/live-error.ts';

type Send = (command: RunCommandInput) => Promise<LiveCommandAck>;

/** A short buzz under the thumb, where the phone can. */
function buzz() {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate(12);
    }
  } catch {
    // Some browsers throw without a user gesture; the press still counts.
  }
}

/**
 * Sends a remote's command: vibrates on press, remembers which command is on its way (its
 * button shows a spinner, the others wait), and says a refusal in plain words as a toast.
 */
export function useRemoteCommand(send: Send) {
  const { t } = useTranslation('live');
  const [pending, setPending] = useState<RunCommandInput['type'] | null>(null);
  const run = useCallback(
    async (command: RunCommandInput): Promise<boolean> => {
      buzz();
      setPending(command.type);
      try {
        const ack = await send(command);
        if (!ack.ok) {
          notifications.show({ color: 'red', message: liveErrorText(t, ack.error) });
        }
        return ack.ok;
      } finally {
        setPending(null);
      }
    },
    [send, t],
  );
  return { run, pending };
}
