import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The characters inline markdown reacts to (marks, links, images, code, escapes, entities,
 * autolinks). A title without any renders as its own text, so the stage and the remote load the
 * markdown renderer only for titles that need it.
 */
const MARKUP = /[*_~+=[\]!`\\&<\n]/;

const MarkdownText = lazy(async () => ({
  default: (await import('../../editor/markdown-text.tsx')).MarkdownText,
}));

/** A sequence (or meeting) title, inline markdown rendered safely; a placeholder when empty. */
export function SequenceTitle({ title }: { title: string }) {
  const { t } = useTranslation('live');
  if (!title.trim()) return <>{t('sequence.untitled')}</>;
  if (!MARKUP.test(title)) return <>{title}</>;
  return (
    <Suspense fallback={title}>
      <MarkdownText text={title} />
    </Suspense>
  );
}
