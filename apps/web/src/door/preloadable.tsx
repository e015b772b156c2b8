import { lazy, Suspense, type ComponentType } from 'react';

export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

/**
 * A page in a chunk of its own that can be loaded ahead of rendering. Once `preload` has
 * resolved it renders synchronously, with no Suspense boundary: the markup is then the same on
 * the server (which preloads every page) and in the browser hydrating it. Not preloaded, it
 * loads on first render like `React.lazy`.
 */
export function preloadable<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): PreloadablePage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Loaded = loaded;
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  return Object.assign(Page, { preload });
}
