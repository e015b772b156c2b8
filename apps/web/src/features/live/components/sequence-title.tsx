import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../editor/markdown-text.tsx';

/** A sequence (or meeting) title, inline markdown rendered safely; a placeholder when empty. */
export function SequenceTitle({ title }: { title: string }) {
  const { t } = useTranslation('live');
  return title.trim() ? <MarkdownText text={title} /> : <>{t('sequence.untitled')}</>;
}
