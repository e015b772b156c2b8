import { Compartment, type Extension } from '@codemirror/state';
import { keymap, ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';
import type * as AgendaAutocompletion from './agenda-autocompletion.ts';

const completionCompartment = new Compartment();
let loading: Promise<typeof AgendaAutocompletion> | undefined;

/**
 * Until the autocompletion is installed: loads it when the editor first gets focus (the editor
 * never takes focus by itself at load) or is first edited, then puts it in place of itself.
 */
class LoadOnFirstUse {
  /** The user typed, and has not moved the cursor since: typing would have opened the list. */
  private typed = false;
  /** A key that opens the list was pressed: it opens once loaded. */
  private explicit = false;
  private requested = false;
  private destroyed = false;

  constructor(private readonly view: EditorView) {}

  update(update: ViewUpdate) {
    for (const tr of update.transactions) {
      if (tr.isUserEvent('input.type')) this.typed = true;
      else if (tr.isUserEvent('select')) this.typed = false;
    }
    const edited = update.transactions.some((tr) => tr.isUserEvent('input'));
    if (edited || (update.focusChanged && update.view.hasFocus)) this.load();
  }

  open() {
    this.explicit = true;
    this.load();
  }

  private load() {
    if (this.requested) return;
    this.requested = true;
    loading ??= import('./agenda-autocompletion.ts');
    void loading.then((loaded) => {
      if (this.destroyed) return;
      const { view } = this;
      view.dispatch({ effects: completionCompartment.reconfigure(loaded.agendaAutocompletion) });
      // What was typed while it loaded gets the suggestions it would have had.
      if (this.explicit || (this.typed && loaded.typingWouldOpen(view.state))) {
        loaded.startCompletion(view);
      }
    });
  }

  destroy() {
    this.destroyed = true;
  }
}

const loadOnFirstUse = ViewPlugin.fromClass(LoadOnFirstUse);

/** The keys that open the list (those of `completionKeymap`) load it, then open it. */
const startKeys = keymap.of(
  [{ key: 'Ctrl-Space' }, { mac: 'Alt-`' }, { mac: 'Alt-i' }].map((binding) => ({
    ...binding,
    run: (view: EditorView) => {
      view.plugin(loadOnFirstUse)?.open();
      return true;
    },
  })),
);

/**
 * Speaker and duration suggestions (agenda-autocompletion.ts), loaded on first use: the editor's
 * first load goes without CodeMirror's autocompletion (issue 11's page weight). It is in place
 * once the user has focused the text, usually before the first keystroke; a keystroke that
 * comes first still gets its suggestions.
 */
export const lazyCompletion: Extension = completionCompartment.of([loadOnFirstUse, startKeys]);
