import { memo, useMemo, useRef, useState, type RefObject } from 'react';
import { Group } from '@mantine/core';
import type { EditorView } from '@codemirror/view';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../api/config.ts';
import { useAgendaModel } from './agenda-model.ts';
import { AgendaDnd } from './agenda-dnd.tsx';
import type { AgendaTextProps } from './code-editor.tsx';
import { LiveEditorContext } from './live-editor.ts';
import {
  LiveCodeEditor,
  LivePanelContent,
  LiveProblems,
  LiveStatus,
  LiveTimeline,
} from './live-parts.tsx';
import type { MeetingDetails } from './panels/details-panel.tsx';
import { preloadSequenceForm } from './panels/sequence-panel.tsx';
import { SidePanel, type PanelMode } from './panels/side-panel.tsx';
import type { TemplateView } from './panels/template-panel.tsx';
import { sequenceIndexAtLine } from './sequence-at.ts';
import { EditorShortcuts } from './shortcuts/editor-shortcuts.tsx';
import { useEditorActions, type EditorActions } from './use-editor-actions.ts';
import classes from './agenda-editor.module.css';

export type { TrashEntry } from './fridge-trash-state.ts';
export type { MeetingDetails } from './panels/details-panel.tsx';

export type AgendaEditorProps = AgendaTextProps & {
  /** `YYYY-MM-DD` and `HH:MM`. */
  details: MeetingDetails;
  onDetailsChange: (details: MeetingDetails) => void;
  readOnly?: boolean;
  /** Hides upgrade links and enables PRO options. */
  isPro?: boolean;
  /** Average actual minutes by sequence title (see timeline/usual-duration.ts), when known. */
  usualDurations?: ReadonlyMap<string, number>;
};

/**
 * The agenda editor: the text with its language, the live timeline beside it and the side
 * panel. Driven by props only, so the anonymous editor and a saved meeting's Edit tab share it.
 *
 * A keystroke changes `value` only: the text is read here and handed to the parts that show it
 * through `LiveEditorContext`, while the layout, drag and drop and the side panel's tabs receive
 * the same props as before and skip their render (bench/editor measures this path).
 */
export const AgendaEditor = memo(function AgendaEditor({
  value,
  readOnly = false,
  isPro = false,
  ...props
}: AgendaEditorProps) {
  const viewRef = useRef<EditorView | null>(null);
  const [cursorLine, setCursorLine] = useState(1);
  const model = useAgendaModel(value, props.details.startTime);
  const activeIndex = sequenceIndexAtLine(model.ranges, cursorLine);
  const actions = useEditorActions(viewRef, activeIndex, model.agenda.sequences.length);
  const live = useMemo(
    () => ({ value, model, cursorLine, activeIndex }),
    [value, model, cursorLine, activeIndex],
  );
  return (
    <LiveEditorContext.Provider value={live}>
      <EditorLayout
        {...props}
        readOnly={readOnly}
        isPro={isPro}
        viewRef={viewRef}
        onCursorLine={setCursorLine}
        actions={actions}
      />
    </LiveEditorContext.Provider>
  );
});

type EditorLayoutProps = Omit<AgendaEditorProps, 'value' | 'readOnly' | 'isPro'> & {
  readOnly: boolean;
  isPro: boolean;
  viewRef: RefObject<EditorView | null>;
  onCursorLine: (line: number) => void;
  actions: EditorActions;
};

/**
 * The sequence form is not in the first load (issue 11's page weight) but is needed as soon as
 * the cursor enters a sequence: the user's first click, key or focus in the editor starts its
 * download, so it is usually there before the cursor gets to a sequence. Not on idle: that
 * would only hide the same bytes from the page-weight measure.
 */
const preloadOnFirstUse = () => void preloadSequenceForm();

/** Everything around the live parts; renders when the fridge, trash or details change. */
const EditorLayout = memo(function EditorLayout({
  readOnly,
  isPro,
  viewRef,
  actions,
  usualDurations,
  ...props
}: EditorLayoutProps) {
  const { t } = useTranslation('editor');
  const [mode, setMode] = useState<PanelMode>('sequence');
  const [templateView, setTemplateView] = useState<TemplateView>({ mode: 'template-gallery' });
  const retentionDays = useConfig().data?.limits.trashRetentionDays ?? 90;
  const { fridge, trash } = props;

  return (
    <div
      className={classes.root}
      data-testid="agenda-editor"
      onPointerDownCapture={preloadOnFirstUse}
      onKeyDownCapture={preloadOnFirstUse}
      onFocusCapture={preloadOnFirstUse}
    >
      <Group justify="space-between" className={classes.toolbar}>
        <LiveStatus />
        <EditorShortcuts />
      </Group>
      <LiveProblems viewRef={viewRef} readOnly={readOnly} />
      <AgendaDnd actions={actions}>
        <div className={classes.layout}>
          <div className={classes.text}>
            <LiveCodeEditor
              onChange={props.onChange}
              fridge={fridge}
              onFridgeChange={props.onFridgeChange}
              trash={trash}
              onTrashChange={props.onTrashChange}
              readOnly={readOnly}
              onCursorLine={props.onCursorLine}
              viewRef={viewRef}
              className={classes.codemirror}
            />
          </div>
          <div className={classes.timelineArea}>
            <LiveTimeline
              readOnly={readOnly}
              onSelect={actions.select}
              usualDurations={usualDurations}
            />
          </div>
          <aside className={classes.panel} aria-label={t('panel.label')}>
            <SidePanel
              mode={mode}
              onModeChange={setMode}
              fridgeCount={fridge.length}
              trashCount={trash.length}
            >
              <LivePanelContent
                mode={mode}
                fridge={fridge}
                trash={trash}
                details={props.details}
                onDetailsChange={props.onDetailsChange}
                readOnly={readOnly}
                isPro={isPro}
                retentionDays={retentionDays}
                templateView={templateView}
                onTemplateView={setTemplateView}
                actions={actions}
              />
            </SidePanel>
          </aside>
        </div>
      </AgendaDnd>
    </div>
  );
});
