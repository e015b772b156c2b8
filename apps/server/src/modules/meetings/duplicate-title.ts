import { parseAgenda, sequenceRanges, serializeAgenda } from '@ordo/agenda';

/**
 * The text of a copy: the meeting title gets `suffix`, the header is written in canonical form
 * and every sequence line stays exactly as the author wrote it.
 */
export function withTitleSuffix(content: string, suffix: string): string {
  const { agenda } = parseAgenda(content);
  const title = agenda.title ? `${agenda.title} ${suffix}` : suffix;
  const header = serializeAgenda({ ...agenda, title, sequences: [] });
  const firstSequence = sequenceRanges(content)[0];
  if (!firstSequence) return header;
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  return `${header}\n${lines.slice(firstSequence.startLine - 1).join('\n')}`;
}
