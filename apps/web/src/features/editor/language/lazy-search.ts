import { Compartment, type Extension } from '@codemirror/state';
import { keymap, type Command, type EditorView } from '@codemirror/view';
import type * as SearchModule from '@codemirror/search';

type Search = typeof SearchModule;

const searchCompartment = new Compartment();
let loading: Promise<Search> | undefined;

/**
 * A search key that loads CodeMirror's search (its panel, state and keymap) the first time it
 * is pressed, installs it in the editor, then does what the key does: the editor's first load
 * goes without it (issue 11's page weight). The keys are those of `searchKeymap`.
 */
function loadThen(command: (search: Search) => Command): Command {
  return (view: EditorView) => {
    loading ??= import('@codemirror/search');
    void loading.then((search) => {
      if (!view.dom.isConnected) return;
      view.dispatch({
        effects: searchCompartment.reconfigure([search.search(), keymap.of(search.searchKeymap)]),
      });
      command(search)(view);
    });
    return true;
  };
}

const findNext = loadThen((search) => search.findNext);
const findPrevious = loadThen((search) => search.findPrevious);

/** Find and replace, go to line and select occurrences, loaded on first use. */
export const lazySearch: Extension = searchCompartment.of(
  keymap.of([
    { key: 'Mod-f', run: loadThen((search) => search.openSearchPanel) },
    { key: 'F3', run: findNext, shift: findPrevious, preventDefault: true },
    { key: 'Mod-g', run: findNext, shift: findPrevious, preventDefault: true },
    { key: 'Mod-Shift-l', run: loadThen((search) => search.selectSelectionMatches) },
    { key: 'Mod-Alt-g', run: loadThen((search) => search.gotoLine) },
    { key: 'Mod-d', run: loadThen((search) => search.selectNextOccurrence), preventDefault: true },
  ]),
);
