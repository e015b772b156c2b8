import { sequenceShortcuts } from '../language/sequence-commands.ts';

/** Keys that are not sequence commands but matter in the editor (CodeMirror's own bindings). */
const editingShortcuts = [
  { id: 'undo', keys: ['Ctrl/⌘', 'Z'] },
  { id: 'redo', keys: ['Ctrl/⌘', 'Shift', 'Z'] },
  { id: 'complete', keys: ['Ctrl', 'Space'] },
  { id: 'fold', keys: ['Ctrl/⌘', 'Shift', '['] },
  { id: 'unfold', keys: ['Ctrl/⌘', 'Shift', ']'] },
  { id: 'diagnostics', keys: ['Ctrl/⌘', 'Shift', 'M'] },
  { id: 'search', keys: ['Ctrl/⌘', 'F'] },
  { id: 'leave', keys: ['Tab'] },
];

/** Every row of the editor's shortcuts help, sequence commands first. */
export const shortcutRows = [
  ...sequenceShortcuts.map((shortcut) => ({ id: shortcut.command, keys: shortcut.keys })),
  ...editingShortcuts,
];
