import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { addAllCatalogs } from '../i18n/setup.ts';
import './matchers.ts';

// The app fetches each namespace on first use; tests render screens synchronously.
await addAllCatalogs();

// Lazy routes import their screen (the editor pulls in CodeMirror) on first render; on a busy
// two-core CI machine that alone can take more than testing-library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that happy-dom leaves out.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Mantine's auto-growing textareas wait on document.fonts, which happy-dom lacks.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      ready: Promise.resolve(),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined') window.ResizeObserver ??= NoopResizeObserver;

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') localStorage.clear();
});
