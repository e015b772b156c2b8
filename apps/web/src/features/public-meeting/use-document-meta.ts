import { useEffect } from 'react';
import type { PublicMeeting } from '@ordo/contract';
import { useBrand } from '../../hooks/use-brand.ts';

/** Markdown marks out of an inline text, for places that show plain text (tab, description). */
const plain = (text: string) => text.replace(/[*_~=+[\]()!`]/g, '').trim();
const DESCRIPTION_MAX_CHARS = 160;

/**
 * What a search result shows under the meeting's title: its objective, or else the first
 * sequence description, cut at a word near 160 characters. Undefined when it has neither, so
 * the page keeps the description it was built with.
 */
export function meetingDescription(meeting: PublicMeeting): string | undefined {
  const source = [meeting.objective, ...meeting.sequences.map((sequence) => sequence.description)]
    .map((text) => plain(text).replace(/\s+/g, ' '))
    .find((text) => text.length > 0);
  if (!source || source.length <= DESCRIPTION_MAX_CHARS) return source;
  const cut = source.slice(0, DESCRIPTION_MAX_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

/**
 * The tab shows the meeting's title. Robots: the server's X-Robots-Tag decides for the page's
 * HTML; the page repeats it for crawlers that run scripts. Once the meeting is known, a page
 * its owner did not let search engines list (issue 26), or one that shows no agenda (not found,
 * private, locked), asks not to be indexed. While it loads the page adds nothing: a noindex
 * added and then taken away by a script is one Google may keep. An indexable page describes
 * itself with the meeting's own words instead of the product's.
 */
export function useDocumentMeta(meeting: PublicMeeting | null, settled: boolean) {
  const brand = useBrand();
  const title = meeting?.title ?? null;
  const indexable = meeting?.indexable === true;
  const description = meeting && indexable ? meetingDescription(meeting) : undefined;
  useEffect(() => {
    const previous = document.title;
    if (title) document.title = `${plain(title)} · ${brand.name}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand.name]);
  useEffect(() => {
    if (!settled || indexable) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, [settled, indexable]);
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const added = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (added) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
