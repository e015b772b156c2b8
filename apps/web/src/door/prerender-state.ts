import type { DehydratedState } from '@tanstack/react-query';
import type { PublicConfig } from '@ordo/contract';

/** The id of the JSON the prerender leaves in the page for the browser to pick up. */
export const PRERENDER_STATE_ID = 'ordo-prerender';

/**
 * What the server rendered the page with: its language and the API answers it showed (the
 * configuration, the gallery's first page). The browser starts from the same, so its first
 * render matches the HTML and asks the API nothing it already has.
 */
export type PrerenderState = {
  /** The page's path, which the routes follow until the page is taken over. */
  path: string;
  language: string;
  config: PublicConfig;
  queries: DehydratedState;
};

/** `<` escaped: the JSON sits in a <script> element, which `</script>` would end. */
export function stateScript(state: PrerenderState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PRERENDER_STATE_ID}">${json}</script>`;
}
