import { Box } from '@mantine/core';
import { buildAgendaModel } from '../editor/agenda-model.ts';
import { Timeline } from '../editor/timeline/timeline.tsx';
import classes from '../editor/agenda-editor.module.css';

const noop = () => {};

/**
 * A template's agenda laid out exactly as the editor's timeline shows it, read-only. The box
 * bounds its height so the timeline scrolls inside it, as it does beside the editor.
 */
export function TemplateTimeline({ content }: { content: string }) {
  const model = buildAgendaModel(content, null);
  return (
    <Box
      data-testid="template-timeline"
      // The editor's class carries the agenda colours (light and dark) the timeline paints with.
      className={classes.root}
      style={{ height: 'min(60dvh, 560px)' }}
    >
      <Timeline model={model} activeIndex={-1} readOnly onSelect={noop} />
    </Box>
  );
}
