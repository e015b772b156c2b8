import { useState } from 'react';
import { useCreateControlToken } from '../../api/live.ts';

/**
 * The phone remote's link made in this visit. The server hands a token's URL out once, at
 * creation, so it lives here (never in storage) and the intro and the help screen share it.
 */
export function useRemoteLink(meetingId: string) {
  const create = useCreateControlToken(meetingId);
  const [url, setUrl] = useState<string | null>(null);
  return {
    url,
    creating: create.isPending,
    create: (name?: string) =>
      create.mutate(name ? { name } : {}, { onSuccess: (created) => setUrl(created.url) }),
  };
}
export type RemoteLink = ReturnType<typeof useRemoteLink>;
