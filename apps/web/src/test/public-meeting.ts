import { renderPublicMarkdown } from '@ordo/agenda';
import type { PublicMeeting, PublicMeetingSequence } from '@ordo/contract';

type Raw<T> = Omit<T, 'titleHtml' | 'descriptionHtml' | 'objectiveHtml'>;
type RawMeeting = Omit<Raw<PublicMeeting>, 'sequences' | 'stageWarnings'> & {
  sequences: Raw<PublicMeetingSequence>[];
  /** The default rule unless a test sets its own thresholds. */
  stageWarnings?: PublicMeeting['stageWarnings'];
};

/** A public meeting fixture with the HTML fields the server renders (as it renders them). */
export function withServerHtml(meeting: RawMeeting): PublicMeeting {
  return {
    stageWarnings: null,
    ...meeting,
    titleHtml: renderPublicMarkdown(meeting.title),
    objectiveHtml: renderPublicMarkdown(meeting.objective),
    sequences: meeting.sequences.map((sequence) => ({
      ...sequence,
      titleHtml: renderPublicMarkdown(sequence.title),
      descriptionHtml: renderPublicMarkdown(sequence.description),
    })),
  };
}
