import { parseAgenda } from '@ordo/agenda';
import { MEETING_MAX_SEQUENCES, type AiAsk } from '@ordo/contract';
import { AppError } from '../../http/app-error.ts';
import { normalize } from './coach/classify.ts';

const invalidContent = (message: string) =>
  new AppError('VALIDATION_FAILED', `The agenda ${message}`, {
    issues: [{ path: 'content', message }],
  });

/**
 * Refuses an ask no coach could serve, before any power is checked or any model asked, so a
 * refusal is a 4xx that says why and costs nothing (an outage, 503, is for a model that fails):
 * an agenda of more sequences than a meeting may hold (the coach's edits would run for
 * seconds), sequence details for an agenda without sequences (400 VALIDATION_FAILED) or for a
 * title that is none of its sequences (404 SEQUENCE_NOT_FOUND).
 */
export function checkAsk(ask: AiAsk): void {
  if (ask.kind === 'agenda') return;
  const { sequences } = parseAgenda(ask.content).agenda;
  if (sequences.length > MEETING_MAX_SEQUENCES) {
    throw invalidContent(`has more than ${MEETING_MAX_SEQUENCES} sequences`);
  }
  if (ask.kind !== 'sequence-details') return;
  if (sequences.length === 0) throw invalidContent('has no sequence to describe');
  const wanted = normalize(ask.sequenceTitle);
  if (!sequences.some((sequence) => normalize(sequence.title) === wanted)) {
    throw new AppError('SEQUENCE_NOT_FOUND');
  }
}
