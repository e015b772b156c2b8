import { EditorView } from '@codemirror/view';

/**
 * The look of each line kind. Colours are CSS variables set by the editor's stylesheet for the
 * light and dark schemes, each checked for a contrast of at least 4.5:1 (axe runs in e2e).
 */
export const agendaTheme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: '15px',
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--mantine-primary-color-filled)',
    outlineOffset: '-2px',
  },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    lineHeight: '1.6',
  },
  '.cm-content': { padding: '12px 0', caretColor: 'var(--mantine-color-text)' },
  '.cm-gutters': { backgroundColor: 'transparent', border: 'none', color: 'var(--ordo-muted)' },
  '.cm-activeLine': { backgroundColor: 'var(--ordo-active-line)' },
  '.cm-placeholder': { color: 'var(--ordo-muted)', whiteSpace: 'pre-wrap' },
  '.cm-ordo-meeting-title': { fontWeight: '700', fontSize: '1.2em' },
  '.cm-ordo-objective': { color: 'var(--ordo-public)' },
  '.cm-ordo-sequence': {
    color: 'var(--ordo-title)',
    fontWeight: '700',
    fontSize: '1.1em',
    paddingTop: '4px',
  },
  '.cm-ordo-optional': {
    color: 'var(--ordo-optional)',
    fontWeight: '700',
    fontSize: '1.1em',
    fontStyle: 'italic',
    paddingTop: '4px',
  },
  '.cm-ordo-room': { color: 'var(--ordo-room)', fontWeight: '700', paddingTop: '2px' },
  '.cm-ordo-room-step': { color: 'var(--ordo-room)', fontWeight: '600' },
  '.cm-ordo-duration': { color: 'var(--ordo-duration)', fontWeight: '600' },
  '.cm-ordo-speakers': { color: 'var(--ordo-speaker)' },
  '.cm-ordo-description': { color: 'var(--ordo-public)' },
  '.cm-ordo-comment': { color: 'var(--ordo-muted)', fontStyle: 'italic' },
  '.cm-ordo-prefix': { color: 'var(--ordo-muted)', fontWeight: '400' },
  '.cm-ordo-md-marker': { color: 'var(--ordo-muted)', fontWeight: '400' },
  '.cm-ordo-md-strong': { fontWeight: '700' },
  '.cm-ordo-md-emphasis': { fontStyle: 'italic' },
  '.cm-ordo-md-strike': { textDecoration: 'line-through' },
  '.cm-ordo-md-underline': { textDecoration: 'underline' },
  '.cm-ordo-md-highlight': { backgroundColor: 'var(--ordo-highlight)' },
  '.cm-ordo-md-link, .cm-ordo-md-image': { textDecoration: 'underline' },
  '.cm-foldPlaceholder': {
    color: 'var(--mantine-color-text)',
    backgroundColor: 'var(--mantine-color-default-hover)',
    border: 'none',
    padding: '0 6px',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    border: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-panels': {
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
  },
  '.cm-diagnosticAction': { backgroundColor: 'var(--ordo-title)', color: 'white' },
});
