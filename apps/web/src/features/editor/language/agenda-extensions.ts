import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { codeFolding, foldGutter, foldKeymap } from '@codemirror/language';
import { lintKeymap } from '@codemirror/lint';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap } from '@codemirror/view';
import { cspNonce } from '../../../app/csp-nonce.ts';
import { headerField, agendaHighlight } from './agenda-highlight.ts';
import { agendaTheme } from './agenda-theme.ts';
import { examplePlaceholder } from './example-placeholder.ts';
import { agendaLinter, type Translate } from './diagnostics.ts';
import { sequenceFolding } from './folding.ts';
import { lazyCompletion } from './lazy-completion.ts';
import { lazySearch } from './lazy-search.ts';
import { livePreview } from './live-preview.ts';
import { diagnosticsTheme, previewTheme } from './preview-theme.ts';
import { sequenceKeymap } from './sequence-commands.ts';
import { fridgeAndTrash } from '../fridge-trash-state.ts';

/** Everything that speaks the user's language; swapped as a whole when the language changes. */
export const languageCompartment = new Compartment();
export const readOnlyCompartment = new Compartment();

/** CodeMirror's own words (fold markers, lint and search panels) in the interface language. */
const phraseKeys: Record<string, string> = {
  'Fold line': 'foldLine',
  'Unfold line': 'unfoldLine',
  'Folded lines': 'foldedLines',
  'Unfolded lines': 'unfoldedLines',
  'folded code': 'foldedCode',
  unfold: 'unfold',
  Diagnostics: 'diagnostics',
  'No diagnostics': 'noDiagnostics',
  Completions: 'completions',
  Find: 'find',
  Replace: 'replace',
  next: 'next',
  previous: 'previous',
  all: 'all',
  close: 'close',
  replace: 'replaceOne',
  'replace all': 'replaceAll',
  'match case': 'matchCase',
  regexp: 'regexp',
  'by word': 'byWord',
};

export function languageExtensions(t: Translate): Extension {
  const phrases = Object.fromEntries(
    Object.entries(phraseKeys).map(([phrase, key]) => [phrase, t(`codemirror.${key}`)]),
  );
  return [
    examplePlaceholder(t('placeholder')),
    agendaLinter(t),
    EditorState.phrases.of(phrases),
    EditorView.contentAttributes.of({ 'aria-label': t('textLabel') }),
  ];
}

export function readOnlyExtensions(readOnly: boolean): Extension {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}

/** The Ordo agenda language and the editing behaviour around it. */
export function agendaExtensions(t: Translate, readOnly: boolean): Extension[] {
  return [
    // The content security policy blocks <style> elements without the page's nonce.
    EditorView.cspNonce.of(cspNonce() ?? ''),
    history(),
    drawSelection(),
    highlightActiveLine(),
    EditorView.lineWrapping,
    headerField,
    agendaHighlight,
    agendaTheme,
    livePreview,
    // Above the base theme, whose lint look they replace.
    Prec.high([previewTheme, diagnosticsTheme]),
    codeFolding(),
    foldGutter(),
    sequenceFolding,
    fridgeAndTrash,
    lazyCompletion,
    Prec.high(keymap.of(sequenceKeymap)),
    keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, ...lintKeymap]),
    lazySearch,
    languageCompartment.of(languageExtensions(t)),
    readOnlyCompartment.of(readOnlyExtensions(readOnly)),
  ];
}
