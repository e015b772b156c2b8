import { memo } from 'react';
import DOMPurify from 'dompurify';
import { renderMarkdown } from '@ordo/agenda';

/**
 * One markdown field as HTML. `renderMarkdown` is safe by construction; DOMPurify is the second
 * lock DESIGN §2 asks for, so a future bug in either one alone cannot inject script.
 */
export function safeMarkdown(text: string): string {
  return DOMPurify.sanitize(renderMarkdown(text), { ADD_ATTR: ['target'] });
}

type MarkdownTextProps = { text: string; component?: 'span' | 'div' | 'p'; className?: string };

export const MarkdownText = memo(function MarkdownText({
  text,
  component = 'span',
  className,
}: MarkdownTextProps) {
  const Component = component;
  return (
    <Component className={className} dangerouslySetInnerHTML={{ __html: safeMarkdown(text) }} />
  );
});
