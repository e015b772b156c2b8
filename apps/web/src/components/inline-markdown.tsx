import { lazy, Suspense } from 'react';

/**
 * The characters inline markdown reacts to (marks, links, images, code, escapes, entities,
 * autolinks). Text without any renders as itself, so the pages that show short texts (the
 * stage, the remote, the templates gallery) load the markdown renderer only for texts that
 * need it, and the server can prerender them.
 */
const MARKUP = /[*_~+=[\]!`\\&<\n]/;

const MarkdownText = lazy(async () => ({
  default: (await import('../features/editor/markdown-text.tsx')).MarkdownText,
}));

/** `text` as inline markdown, rendered safely; plain text until the renderer has loaded. */
export function InlineMarkdown({ text }: { text: string }) {
  if (!MARKUP.test(text)) return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <MarkdownText text={text} />
    </Suspense>
  );
}
