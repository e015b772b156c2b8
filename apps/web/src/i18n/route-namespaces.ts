/**
 * The namespaces the first screen of a path will ask for, fetched at start in parallel with
 * that screen's code rather than after it: a participant's phone waits one round trip less.
 * A namespace missing here still loads when its screen asks; one too many costs a small file.
 */
export const routeNamespaces: [RegExp, string[]][] = [
  [/^\/m\/[^/]+\/remote/, ['live']],
  [/^\/m\/[^/]+\/presenter/, ['presenter', 'live']],
  [/^\/(m|meeting)\/(?!editor|printMeeting|join)[^/]+/, ['live', 'sharing']],
  [/^\/meeting\/join/, ['join', 'sharing']],
  // The template gallery is a side panel the editor loads when chosen, with its catalog.
  [/^\/meeting\/editor/, ['editor', 'methods']],
  [/^\/user\/meeting\//, ['meeting', 'editor', 'methods', 'comments']],
  [/^\/user\/?$/, ['dashboard']],
  [/^\/$/, ['home', 'resources']],
  [/^\/templates\/?$/, ['templates']],
  [/^\/pricing\/?$/, ['pricing']],
  [/^\/(user\/)?methods(\/|$)/, ['methods']],
];

export function namespacesFor(pathname: string): string[] {
  return routeNamespaces.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
