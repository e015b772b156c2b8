import { lazy, memo, Suspense } from 'react';

/**
 * The characters inline markdown reacts to (marks, links, images, code, escapes, entities,
 * autolinks). A text without any renders as itself, so a screen loads the markdown renderer
 * and its sanitiser (45 KB) only for texts that need them: most titles have none.
 */
const MARKUP = /[*_~+=[\]!`\\&<\n]/;

const MarkdownText = lazy(async () => ({
  default: (await import('./markdown-text.tsx')).MarkdownText,
}));

/** One line of inline markdown (a title), rendered safely; shown as typed while it loads. */
export const InlineMarkdown = memo(function InlineMarkdown({ text }: { text: string }) {
  if (!MARKUP.test(text)) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <MarkdownText text={text} />
    </Suspense>
  );
});
