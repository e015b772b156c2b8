import { useTranslation } from 'react-i18next';
import { InlineMarkdown } from '../../editor/inline-markdown.tsx';

/** A sequence (or meeting) title, inline markdown rendered safely; a placeholder when empty. */
export function SequenceTitle({ title }: { title: string }) {
  const { t } = useTranslation('live');
  if (!title.trim()) return <>{t('sequence.untitled')}</>;
  return <InlineMarkdown text={title} />;
}
