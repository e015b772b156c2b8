import { useEffect } from 'react';

/**
 * What the page being prerendered on the server asked for (src/door/prerender.tsx): there is
 * no document there, and its <head> is written after the render.
 */
export const prerenderedMeta: { title?: string; description?: string | undefined } = {};

/**
 * Sets the tab title and the meta description while a page is shown, and puts back what was
 * there when it leaves: search engines and link previews read both, and Lighthouse checks them.
 */
export function usePageMeta(title: string, description?: string): void {
  if (typeof document === 'undefined') Object.assign(prerenderedMeta, { title, description });
  useEffect(() => {
    const previousTitle = document.title;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    document.title = title;
    if (meta && description) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
