/** The /toNotion aliases of SPEC §2, with `{product}` replaced by the brand's slug. */
export function resourceTopics(product: string): string[] {
  return [
    'bugs',
    'closed-teamspace',
    `discover-${product}-en`,
    `discover-${product}-fr`,
    'help',
    'howto',
    'news',
    'privacy',
    'start',
    'subscription-end',
    'terms',
    'transfer-teamspace',
    'welcome',
  ];
}

/** The catalog key of a topic: discover pages share one text whatever the brand. */
export function topicKey(topic: string): string {
  if (/^discover-.*-en$/.test(topic) || /^discover-.*-fr$/.test(topic)) return 'discover';
  return topic;
}
