import { memo, useDeferredValue, type ComponentProps } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from './code-editor.tsx';
import { useLiveEditor } from './live-editor.ts';
import { PanelContent } from './panels/panel-content.tsx';
import { ProblemsPanel } from './problems/problems-panel.tsx';
import { Timeline } from './timeline/timeline.tsx';

/*
 * The readers of the live text (see live-editor.ts): each renders on a keystroke and hands plain
 * values to a memoised part, which renders only when what it shows has changed.
 */

const StatusText = memo(function StatusText({
  count,
  problems,
}: {
  count: number;
  problems: number;
}) {
  const { t } = useTranslation('editor');
  return (
    <Text size="sm" role="status" data-testid="editor-status">
      {t('status', { count, problems })}
    </Text>
  );
});

/** "Sequences: 12 · Problems: 1". */
export function LiveStatus() {
  const { model } = useLiveEditor();
  return <StatusText count={model.agenda.sequences.length} problems={model.diagnostics.length} />;
}

export function LiveProblems(
  props: Omit<ComponentProps<typeof ProblemsPanel>, 'diagnostics' | 'cursorLine'>,
) {
  const { model, cursorLine } = useLiveEditor();
  return <ProblemsPanel diagnostics={model.diagnostics} cursorLine={cursorLine} {...props} />;
}

export function LiveCodeEditor(props: Omit<ComponentProps<typeof CodeEditor>, 'value'>) {
  const { value } = useLiveEditor();
  return <CodeEditor value={value} {...props} />;
}

export function LiveTimeline(
  props: Omit<ComponentProps<typeof Timeline>, 'model' | 'activeIndex'>,
) {
  const { model, activeIndex } = useLiveEditor();
  return <Timeline model={model} activeIndex={activeIndex} {...props} />;
}

/**
 * The side panel follows in a deferred render of its own: a keystroke pays for the timeline
 * only, and the forms catch up when the browser is idle.
 */
export function LivePanelContent(
  props: Omit<ComponentProps<typeof PanelContent>, 'model' | 'activeIndex'>,
) {
  const panel = useDeferredValue(useLiveEditor());
  return <PanelContent model={panel.model} activeIndex={panel.activeIndex} {...props} />;
}
