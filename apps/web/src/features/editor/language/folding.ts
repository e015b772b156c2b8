import { foldService } from '@codemirror/language';
import { startsSequence } from './line-kinds.ts';

/**
 * One fold per sequence: from the end of its title line to its last non-blank line, so a folded
 * agenda reads as its list of titles with the blank separators kept.
 */
export const sequenceFolding = foldService.of((state, lineStart, lineEnd) => {
  const title = state.doc.lineAt(lineStart);
  if (!startsSequence(title.text)) return null;
  let lastContent = title;
  for (let n = title.number + 1; n <= state.doc.lines; n++) {
    const line = state.doc.line(n);
    if (startsSequence(line.text)) break;
    if (line.text.trim() !== '') lastContent = line;
  }
  return lastContent.number > title.number ? { from: lineEnd, to: lastContent.to } : null;
});
