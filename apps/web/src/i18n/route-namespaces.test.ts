import { describe, expect, it } from 'vitest';
import { namespacesFor } from './route-namespaces.ts';
import { loadAllCatalogs } from './resources.ts';

const catalogs = await loadAllCatalogs();

describe('namespaces fetched with the first screen', () => {
  it.each([
    ['/m/0b6c1d4e-0000-4000-8000-000000000000', ['live', 'sharing']],
    ['/m/ABC234/live', ['live', 'sharing']],
    ['/m/ABC234/remote', ['live']],
    ['/m/ABC234/presenter', ['presenter', 'live']],
    ['/meeting/ABC234', ['live', 'sharing']],
    ['/meeting/join/ABC234', ['join', 'sharing']],
    ['/meeting/editor', ['editor', 'methods']],
    ['/methods/check-in-round', ['methods']],
    ['/', ['home', 'resources']],
    ['/pricing', ['pricing']],
    ['/user/settings', []],
  ])('%s → %j, each an existing catalog', (path, expected) => {
    expect(namespacesFor(path)).toEqual(expected);
    for (const namespace of expected) expect(catalogs.en?.[namespace]).toBeDefined();
  });
});
