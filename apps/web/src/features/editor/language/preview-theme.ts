import { EditorView } from '@codemirror/view';

/** Tabler-style line icons, drawn through a CSS mask so they take the text colour of a scheme. */
function icon(paths: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
const eye = icon(
  "<path d='M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0'/><path d='M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6'/>",
);
const lock = icon(
  "<path d='M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2z'/><path d='M8 11v-4a4 4 0 1 1 8 0v4'/>",
);
const clock = icon("<path d='M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0'/><path d='M12 7v5l3 3'/>");
const person = icon(
  "<path d='M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0'/><path d='M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'/>",
);

/** The width a line's cue takes, its gap included. */
const CUE_SPACE = '(0.95em + 6px)';

/** A small icon before a line or a chip, in `color`. */
function cue(image: string, color: string) {
  return {
    content: '""',
    display: 'inline-block',
    width: '0.95em',
    height: '0.95em',
    backgroundColor: color,
    maskImage: image,
    maskRepeat: 'no-repeat',
    maskSize: 'contain',
    maskPosition: 'center',
  };
}

/**
 * The look of the live preview (live-preview.ts). Text keeps the scheme's text colour, which
 * meets 4.5:1 in light and dark; colour only carries the cues (rules, chip borders, icons).
 */
export const previewTheme = EditorView.theme({
  // Marks off the cursor's line: still in the text, drawn at no width.
  '.cm-ordo-hidden': { fontSize: '0' },
  '.cm-ordo-live-link': {
    color: 'var(--mantine-color-anchor)',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
  '.cm-ordo-chip': {
    display: 'inline-block',
    fontFamily: 'var(--mantine-font-family)',
    fontSize: '0.85em',
    fontWeight: '600',
    lineHeight: '1.5',
    padding: '0 8px',
    margin: '0 4px 0 0',
    borderRadius: '999px',
    color: 'var(--mantine-color-text)',
  },
  '.cm-ordo-chip::before': { marginRight: '4px', verticalAlign: '-0.12em' },
  '.cm-ordo-chip-duration': {
    border: '1px solid color-mix(in srgb, var(--ordo-duration) 45%, transparent)',
    backgroundColor: 'color-mix(in srgb, var(--ordo-duration) 10%, transparent)',
  },
  '.cm-ordo-chip-duration::before': cue(clock, 'var(--ordo-duration)'),
  '.cm-ordo-chip-duration[data-unit]::after': { content: '" " attr(data-unit)' },
  '.cm-ordo-chip-speaker': {
    border: '1px solid color-mix(in srgb, var(--ordo-speaker) 45%, transparent)',
    backgroundColor: 'color-mix(in srgb, var(--ordo-speaker) 10%, transparent)',
  },
  '.cm-ordo-chip-speaker::before': cue(person, 'var(--ordo-speaker)'),
  // What participants see: a rule in the public colour and an eye.
  '.cm-line.cm-ordo-live-public': {
    borderLeft: '3px solid var(--ordo-public)',
    marginLeft: '4px',
    // A hanging indent: wrapped lines start under the text, not under the cue.
    paddingLeft: `calc(8px + ${CUE_SPACE})`,
    textIndent: `calc(-1 * ${CUE_SPACE})`,
  },
  '.cm-line.cm-ordo-live-public::before': {
    ...cue(eye, 'var(--ordo-public)'),
    marginRight: '6px',
    verticalAlign: '-0.12em',
  },
  // What only editors see: muted, with a lock.
  '.cm-line.cm-ordo-live-private': {
    color: 'var(--ordo-muted)',
    paddingLeft: `calc(6px + ${CUE_SPACE})`,
    textIndent: `calc(-1 * ${CUE_SPACE})`,
  },
  '.cm-line.cm-ordo-live-private::before': {
    ...cue(lock, 'var(--ordo-muted)'),
    marginRight: '6px',
    verticalAlign: '-0.12em',
  },
  '.cm-line.cm-ordo-live-comment': { fontStyle: 'italic' },
});

/** Problems and their fixes, drawn like the app's popovers and buttons (Mantine's variables). */
export const diagnosticsTheme = EditorView.theme({
  '.cm-tooltip.cm-tooltip-lint, .cm-tooltip.cm-tooltip-hover': {
    fontFamily: 'var(--mantine-font-family)',
    fontSize: 'var(--mantine-font-size-sm)',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-default)',
    boxShadow: 'var(--mantine-shadow-md)',
    maxWidth: 'min(420px, calc(100vw - 24px))',
    padding: '4px',
  },
  '.cm-diagnostic': {
    padding: '6px 10px 8px 12px',
    borderLeft: '3px solid var(--mantine-color-yellow-filled)',
    borderRadius: '4px',
    whiteSpace: 'normal',
    lineHeight: '1.45',
  },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--mantine-color-red-filled)' },
  '.cm-diagnostic-warning': { borderLeftColor: 'var(--mantine-color-yellow-filled)' },
  '.cm-diagnosticSource': { display: 'none' },
  // The sentence on its own line, the fixes as a row of buttons under it.
  '.cm-diagnosticText': { display: 'block' },
  '.cm-diagnosticAction': {
    font: 'inherit',
    fontWeight: '600',
    fontSize: 'var(--mantine-font-size-xs)',
    backgroundColor: 'var(--mantine-primary-color-light)',
    color: 'var(--mantine-primary-color-light-color)',
    border: 'none',
    borderRadius: 'var(--mantine-radius-default)',
    padding: '3px 10px',
    margin: '6px 6px 0 0',
    cursor: 'pointer',
  },
  '.cm-diagnosticAction:hover': { backgroundColor: 'var(--mantine-primary-color-light-hover)' },
  '.cm-diagnosticAction:focus-visible': {
    outline: '2px solid var(--mantine-primary-color-filled)',
    outlineOffset: '1px',
  },
  '.cm-panel.cm-panel-lint ul [aria-selected]': {
    backgroundColor: 'var(--mantine-primary-color-light)',
    color: 'var(--mantine-color-text)',
  },
});
