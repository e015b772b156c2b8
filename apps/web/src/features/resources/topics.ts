import type { ResourceLinkName } from '@ordo/contract';

// The page list the server shares (packages/contract/src/pages.ts) owns the topics' paths.
export { resourceTopics } from '@ordo/contract';

/** The catalog key of a topic: discover pages share one text whatever the brand. */
export function topicKey(topic: string): string {
  if (/^discover-.*-en$/.test(topic) || /^discover-.*-fr$/.test(topic)) return 'discover';
  return topic;
}

/**
 * The configuration link (`GET /api/config` `links`) a topic may redirect to.
 *
 * @example linkNameOf('closed-teamspace') // 'closedTeamspace'
 * @example linkNameOf('discover-ordo-fr') // 'discoverFr'
 */
export function linkNameOf(topic: string): ResourceLinkName | null {
  const discover = /^discover-.*-(en|fr)$/.exec(topic);
  if (discover) return discover[1] === 'fr' ? 'discoverFr' : 'discoverEn';
  const known: Record<string, ResourceLinkName> = {
    toNotion: 'toNotion',
    bugs: 'bugs',
    'closed-teamspace': 'closedTeamspace',
    help: 'help',
    howto: 'howto',
    news: 'news',
    privacy: 'privacy',
    start: 'start',
    'subscription-end': 'subscriptionEnd',
    terms: 'terms',
    'transfer-teamspace': 'transferTeamspace',
  };
  return known[topic] ?? null;
}

/** `closedTeamspace` → `LINK_CLOSED_TEAMSPACE`, the setting named on the default pages. */
export function linkEnvName(link: ResourceLinkName): string {
  return `LINK_${link.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** `"Help|/help;Terms|/terms"` (a catalog string) → the page's suggested links. */
export function parseLinks(value: string): { label: string; to: string }[] {
  return value
    .split(';')
    .map((pair) => pair.split('|'))
    .filter(
      (pair): pair is [string, string] => pair.length === 2 && pair[0] !== '' && pair[1] !== '',
    )
    .map(([label, to]) => ({ label, to }));
}
