import { describe, expect, it } from 'vitest';

/** A node in the document, built from `html`; the element with id `target` is returned. */
function placed(html: string): Element {
  document.body.innerHTML = html;
  const target = document.getElementById('target');
  if (!target) throw new Error('no #target');
  return target;
}

// The matcher is the guard of every "is shown" assertion: prove it fires and does not over-fire.
describe('toBeVisible', () => {
  it('passes for an element in the document that nothing hides', () => {
    expect(placed('<div><p id="target">Hello</p></div>')).toBeVisible();
  });

  it.each([
    ['display: none on itself', '<p id="target" style="display: none">x</p>'],
    ['display: none on an ancestor', '<div style="display: none"><p id="target">x</p></div>'],
    ['the hidden attribute on an ancestor', '<section hidden><p id="target">x</p></section>'],
    ['visibility: hidden', '<p id="target" style="visibility: hidden">x</p>'],
  ])('fails with %s', (_case, html) => {
    expect(() => expect(placed(html)).toBeVisible()).toThrow(/to be visible, but/);
  });

  it('fails for an element out of the document, and for no element at all', () => {
    const detached = document.createElement('p');
    expect(() => expect(detached).toBeVisible()).toThrow(/not in the document/);
    expect(() => expect(null).toBeVisible()).toThrow(/expected an element on screen, got null/);
  });

  it('reads as negated too', () => {
    expect(placed('<p id="target" hidden>x</p>')).not.toBeVisible();
  });
});
