import { useConfig } from '../api/config.ts';
import { brandSlug } from '../app/route-helpers.ts';

/** The brand name from the configuration and its `{product}` slug used in routes. */
export function useBrand(): { name: string; slug: string } {
  const name = useConfig().data?.brandName ?? 'Ordo';
  return { name, slug: brandSlug(name) };
}
