import { useState } from 'react';
import { useNavigate } from 'react-router';
import { templateSchema, type Template, type TemplateSummary } from '@ordo/contract';
import { api } from '../../api/client.ts';
import { useAuthToken } from '../../hooks/use-auth-token.ts';
import { useNewMeeting } from '../dashboard/use-new-meeting.ts';

type Target = Pick<TemplateSummary, 'id' | 'language' | 'source'>;

/**
 * "Use this template". Signed in: a new meeting is created from it and its editor opens.
 * Signed out: the template becomes the anonymous editor's draft in this browser; a draft already
 * there is only replaced once the person confirms (`pendingReplace` holds the question).
 */
export function useStartFromTemplate() {
  const signedIn = useAuthToken() !== null;
  const navigate = useNavigate();
  const newMeeting = useNewMeeting();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pendingReplace, setPendingReplace] = useState<string | null>(null);

  // The draft's store (and the checks of what it reads back) loads with the first use.
  const drafts = () => import('../editor/local-draft.ts');

  const openDraft = async (content: string) => {
    (await drafts()).writeLocalDraft({
      content,
      fridge: [],
      trash: [],
      details: { date: null, startTime: null },
    });
    await navigate('/meeting/editor');
  };

  const start = async (template: Target) => {
    setError(null);
    setBusyId(template.id);
    try {
      if (signedIn) {
        await newMeeting.start({
          templateId: template.id,
          ...(template.source === 'library' ? { language: template.language } : {}),
          settings: { language: template.language },
        });
        return;
      }
      const { content } = await api<Template>(
        `/v1/templates/${encodeURIComponent(template.id)}`,
        { query: { language: template.language } },
        import.meta.env.DEV ? templateSchema : undefined,
      );
      const { isDraftEmpty, readLocalDraft } = await drafts();
      const draft = readLocalDraft();
      if (draft && !isDraftEmpty(draft)) setPendingReplace(content);
      else await openDraft(content);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusyId(null);
    }
  };

  return {
    start,
    busyId,
    error,
    pendingReplace: pendingReplace !== null,
    confirmReplace: async () => {
      const content = pendingReplace;
      setPendingReplace(null);
      if (content !== null) await openDraft(content);
    },
    cancelReplace: () => setPendingReplace(null),
  };
}
