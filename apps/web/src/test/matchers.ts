import { expect } from 'vitest';

/** A short name of `element` for a failure message: `<div data-testid="x">`. */
function nameOf(element: Element): string {
  const id = element.getAttribute('data-testid') ?? element.id;
  return `<${element.tagName.toLowerCase()}${id ? ` "${id}"` : ''}>`;
}

/**
 * Why a person would not see `element`, or null when they would: out of the document, or
 * hidden by itself or an ancestor (`hidden`, `display: none`, `visibility: hidden`). As in a
 * browser, a closed Mantine tab panel, collapse or transition hides its content this way.
 */
export function whyHidden(element: Element): string | null {
  if (!element.isConnected) return 'it is not in the document';
  const view = element.ownerDocument.defaultView;
  const visibility = view?.getComputedStyle(element).visibility;
  if (visibility === 'hidden' || visibility === 'collapse')
    return `it has visibility: ${visibility}`;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return `${nameOf(node)} has the hidden attribute`;
    if (view?.getComputedStyle(node).display === 'none') return `${nameOf(node)} has display: none`;
  }
  return null;
}

// jest-dom is not among the dependencies; this one matcher is all the tests need of it.
expect.extend({
  toBeVisible(received: unknown) {
    if (!(received instanceof Element)) {
      return {
        pass: false,
        message: () => `expected an element on screen, got ${String(received)}`,
      };
    }
    const hidden = whyHidden(received);
    return {
      pass: hidden === null,
      message: () =>
        hidden === null
          ? `expected ${nameOf(received)} not to be visible`
          : `expected ${nameOf(received)} to be visible, but ${hidden}`,
    };
  },
});

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- must match vitest's own declaration
  interface Matchers<T = any> {
    /** The element is in the document and neither it nor an ancestor is hidden. */
    toBeVisible: () => T;
  }
}
