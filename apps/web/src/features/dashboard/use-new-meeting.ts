import { useNavigate } from 'react-router';
import type { CreateMeeting } from '@ordo/contract';
import { useCreateMeeting } from '../../api/meetings.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { browserTimeZone } from '../../lib/zoned-time.ts';

/** Creates a meeting (blank, or from a given text) and opens its editor. */
export function useNewMeeting() {
  const create = useCreateMeeting();
  const navigate = useNavigate();
  return {
    pending: create.isPending,
    start: async (input: CreateMeeting = {}) => {
      const meeting = await create.mutateAsync({
        ...input,
        settings: { timeZone: browserTimeZone(), language: currentLanguage(), ...input.settings },
      });
      await navigate(`/user/meeting/${meeting.uuid}?tab=edit`);
      return meeting;
    },
  };
}
