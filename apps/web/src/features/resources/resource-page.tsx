import { useConfig } from '../../api/config.ts';
import { HelpPage } from './help-page.tsx';
import { InfoPage } from './info-page.tsx';
import { LegalPage } from './legal-page.tsx';
import { RedirectNotice } from './redirect-notice.tsx';
import { linkNameOf, topicKey } from './topics.ts';

/**
 * /toNotion and its aliases (SPEC §2). A link configured for the topic (`LINK_<NAME>`) wins
 * and the visitor is sent there; otherwise Ordo shows its own page: the real help, default
 * privacy and terms for a self-hosted installation, or a page saying where the content lives.
 */
export function ResourcePage({ topic = 'toNotion' }: { topic?: string }) {
  const links = useConfig().data?.links;
  const linkName = linkNameOf(topic);
  const target = linkName ? links?.[linkName] : null;
  if (target) return <RedirectNotice url={target} />;
  const key = topicKey(topic);
  if (key === 'help') return <HelpPage />;
  if (key === 'privacy' || key === 'terms') return <LegalPage kind={key} />;
  return <InfoPage topic={key} path={`/${topic}`} linkName={linkName} />;
}
