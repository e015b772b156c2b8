import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Group, Text } from '@mantine/core';
import type { EditorView } from '@codemirror/view';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../api/config.ts';
import { useAgendaModel } from './agenda-model.ts';
import { AgendaDnd } from './agenda-dnd.tsx';
import { CodeEditor, type AgendaTextProps } from './code-editor.tsx';
import type { MeetingDetails } from './panels/details-panel.tsx';
import { PanelContent } from './panels/panel-content.tsx';
import { SidePanel, type PanelMode } from './panels/side-panel.tsx';
import type { TemplateView } from './panels/template-panel.tsx';
import { sequenceIndexAtLine } from './sequence-at.ts';
import { EditorShortcuts } from './shortcuts/editor-shortcuts.tsx';
import { ProblemsPanel } from './problems/problems-panel.tsx';
import { Timeline } from './timeline/timeline.tsx';
import { useEditorActions } from './use-editor-actions.ts';
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
 */
export function AgendaEditor({
  readOnly = false,
  isPro = false,
  usualDurations,
  ...props
}: AgendaEditorProps) {
  const { t } = useTranslation('editor');
  const viewRef = useRef<EditorView | null>(null);
  const [cursorLine, setCursorLine] = useState(1);
  const [mode, setMode] = useState<PanelMode>('sequence');
  const [templateView, setTemplateView] = useState<TemplateView>({ mode: 'template-gallery' });
  const retentionDays = useConfig().data?.limits.trashRetentionDays ?? 90;
  const model = useAgendaModel(props.value, props.details.startTime);
  const count = model.agenda.sequences.length;
  const activeIndex = sequenceIndexAtLine(model.ranges, cursorLine);
  const actions = useEditorActions(viewRef, activeIndex, count);
  // The side panel follows in a deferred render: a keystroke pays for the timeline only.
  const panel = useDeferredValue(useMemo(() => ({ model, cursorLine }), [model, cursorLine]));
  const panelIndex = sequenceIndexAtLine(panel.model.ranges, panel.cursorLine);
  const problems = model.diagnostics.length;
  const { fridge, trash, details, onDetailsChange } = props;
  const panelContent = useMemo(
    () => (
      <PanelContent
        mode={mode}
        model={panel.model}
        activeIndex={panelIndex}
        fridge={fridge}
        trash={trash}
        details={details}
        onDetailsChange={onDetailsChange}
        readOnly={readOnly}
        isPro={isPro}
        retentionDays={retentionDays}
        templateView={templateView}
        onTemplateView={setTemplateView}
        actions={actions}
      />
    ),
    [
      mode,
      panel.model,
      panelIndex,
      fridge,
      trash,
      details,
      onDetailsChange,
      readOnly,
      isPro,
      retentionDays,
      templateView,
      actions,
    ],
  );
  const status = useMemo(() => t('status', { count, problems }), [t, count, problems]);

  return (
    <div className={classes.root} data-testid="agenda-editor">
      <Group justify="space-between" className={classes.toolbar}>
        <Text size="sm" role="status" data-testid="editor-status">
          {status}
        </Text>
        <EditorShortcuts />
      </Group>
      <ProblemsPanel
        diagnostics={model.diagnostics}
        cursorLine={cursorLine}
        viewRef={viewRef}
        readOnly={readOnly}
      />
      <AgendaDnd actions={actions} count={count}>
        <div className={classes.layout}>
          <div className={classes.text}>
            <CodeEditor
              value={props.value}
              onChange={props.onChange}
              fridge={fridge}
              onFridgeChange={props.onFridgeChange}
              trash={trash}
              onTrashChange={props.onTrashChange}
              readOnly={readOnly}
              onCursorLine={setCursorLine}
              viewRef={viewRef}
              className={classes.codemirror}
            />
          </div>
          <div className={classes.timelineArea}>
            <Timeline
              model={model}
              activeIndex={activeIndex}
              readOnly={readOnly}
              onSelect={actions.select}
              usualDurations={usualDurations}
            />
          </div>
          <aside className={classes.panel} aria-label={t('panel.label')}>
            <SidePanel
              mode={mode}
              onModeChange={setMode}
              fridgeCount={props.fridge.length}
              trashCount={props.trash.length}
            >
              {panelContent}
            </SidePanel>
          </aside>
        </div>
      </AgendaDnd>
    </div>
  );
}
