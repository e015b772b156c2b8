type ServerHtmlProps = { html: string; component?: 'span' | 'div' | 'p'; className?: string };

/**
 * A markdown field the server already rendered for participants (`titleHtml`, `descriptionHtml`
 * and the like): markdown-it's safe inline output, checked against an allow-list before it left
 * (`renderPublicMarkdown` in packages/agenda). Shown as it is, so participants' pages need no
 * markdown or sanitiser code of their own.
 */
export function ServerHtml({ html, component = 'span', className }: ServerHtmlProps) {
  const Component = component;
  return <Component className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
