import { lazy } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Sequence } from '@ordo/agenda';
import type * as SequenceFormModule from './sequence-form.tsx';
import type { SequenceFormProps } from './sequence-form.tsx';
import classes from '../agenda-editor.module.css';

type SequencePanelProps = Omit<SequenceFormProps, 'sequence'> & {
  index: number;
  sequence: Sequence | undefined;
};

/*
 * The form (Mantine's tags input with its combobox, pills, switch and text areas) is not in the
 * editor's first load (issue 11's page weight): the editor opens with the cursor on the title,
 * where this panel shows only a hint. The editor calls `preloadSequenceForm` on the user's first
 * interaction, so the form is usually there by the time the cursor reaches a sequence. If not,
 * the panel keeps showing what it showed until the form arrives (it renders from a deferred
 * value: live-parts.tsx), or the side panel's loading placeholder when it opens on a sequence.
 */
let loading: Promise<typeof SequenceFormModule> | undefined;

/** Starts loading the form, once; later calls return the same promise. */
export function preloadSequenceForm() {
  loading ??= import('./sequence-form.tsx');
  return loading;
}

const SequenceForm = lazy(async () => ({ default: (await preloadSequenceForm()).SequenceForm }));

/** What the panel says when the cursor is in no sequence. */
export function NoSequenceHint() {
  const { t } = useTranslation('editor');
  return (
    <Text size="sm" className={classes.muted} data-testid="sequence-panel-empty">
      {t('sequencePanel.empty')}
    </Text>
  );
}

/** The form of the sequence under the cursor, or a hint to put the cursor in one. */
export function SequencePanel({ sequence, index, ...props }: SequencePanelProps) {
  if (!sequence) return <NoSequenceHint />;
  // Keyed by index: the fields' drafts belong to one sequence and never carry over to the next.
  return <SequenceForm key={index} sequence={sequence} {...props} />;
}
