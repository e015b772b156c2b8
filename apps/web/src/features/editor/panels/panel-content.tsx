import { lazy, memo, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import type { Sequence } from '@ordo/agenda';
import type { AgendaModel } from '../agenda-model.ts';
import type { TrashEntry } from '../fridge-trash-state.ts';
import type { EditorActions } from '../use-editor-actions.ts';
import type { MeetingDetails } from './details-panel.tsx';
import { sequenceOf } from '../structured-edits.ts';
import { SequencePanel } from './sequence-panel.tsx';
import type { PanelMode } from './side-panel.tsx';
import type { TemplateView } from './template-panel.tsx';

// The editor opens on the sequence panel, whose form loads when there is a sequence to edit
// (sequence-panel.tsx); the other modes (and the AI assistant, the template gallery, the time
// zone list…) load when their tab is first chosen (issue 11's page weight).
const DetailsPanel = lazy(async () => ({
  default: (await import('./details-panel.tsx')).DetailsPanel,
}));
const FridgePanel = lazy(async () => ({
  default: (await import('./fridge-panel.tsx')).FridgePanel,
}));
const TrashPanel = lazy(async () => ({ default: (await import('./trash-panel.tsx')).TrashPanel }));
const MapPanel = lazy(async () => ({ default: (await import('./map-panel.tsx')).MapPanel }));
const TemplatePanel = lazy(async () => ({
  default: (await import('./template-panel.tsx')).TemplatePanel,
}));
const MethodsPanel = lazy(async () => ({
  default: (await import('./methods-panel.tsx')).MethodsPanel,
}));
const AssistantPanel = lazy(async () => ({
  default: (await import('../../ai/editor/assistant-panel.tsx')).AssistantPanel,
}));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={160} radius="sm" />}>{children}</Suspense>;
}

type PanelContentProps = {
  mode: PanelMode;
  model: AgendaModel;
  activeIndex: number;
  fridge: string[];
  trash: TrashEntry[];
  details: MeetingDetails;
  onDetailsChange: (details: MeetingDetails) => void;
  readOnly: boolean;
  isPro: boolean;
  retentionDays: number;
  templateView: TemplateView;
  onTemplateView: (view: TemplateView) => void;
  actions: EditorActions;
};

/**
 * The speakers named anywhere in the agenda, for the speaker field's suggestions. The parser
 * keeps the `Sequence` objects of untouched sequences, so a keystroke compares a thousand
 * references and reads the speakers again only when a sequence's speakers changed.
 */
class KnownSpeakers {
  private lists: readonly (readonly string[])[] = [];
  private speakers: string[] = [];

  read(sequences: readonly Sequence[]): string[] {
    const lists = sequences.map((sequence) => sequence.speakers);
    const same =
      lists.length === this.lists.length &&
      lists.every(
        (list, i) => list === this.lists[i] || list.join('\n') === this.lists[i]?.join('\n'),
      );
    if (!same) this.speakers = [...new Set(lists.flat())];
    this.lists = lists;
    return this.speakers;
  }
}

/**
 * The content of the side panel's current mode, wired to the editor's structured edits. Memoised:
 * it renders from the deferred model, so a keystroke in the text does not wait for the forms.
 */
export const PanelContent = memo(function PanelContent({
  mode,
  model,
  activeIndex,
  actions,
  readOnly,
  ...props
}: PanelContentProps) {
  const { agenda } = model;
  const [speakerCache] = useState(() => new KnownSpeakers());
  const knownSpeakers = useMemo(
    () => speakerCache.read(agenda.sequences),
    [speakerCache, agenda.sequences],
  );
  // Every mode, and the sequence form, loads on first use behind the same placeholder.
  const content = () => {
    switch (mode) {
      case 'details':
        return (
          <DetailsPanel
            title={agenda.title}
            objective={agenda.objective}
            details={props.details}
            readOnly={readOnly}
            isPro={props.isPro}
            onHeaderChange={actions.header}
            onDetailsChange={props.onDetailsChange}
          />
        );
      case 'sequence':
        return (
          <SequencePanel
            index={activeIndex}
            sequence={agenda.sequences[activeIndex]}
            knownSpeakers={knownSpeakers}
            readOnly={readOnly}
            onChange={(sequence) => actions.replace(activeIndex, sequence)}
            onPutAside={() => actions.putAside(activeIndex)}
            onDelete={() => actions.remove(activeIndex)}
            onDuplicate={() => actions.duplicate(activeIndex)}
          />
        );
      case 'fridge':
        return (
          <FridgePanel
            fridge={props.fridge}
            canPutAside={activeIndex >= 0}
            readOnly={readOnly}
            onPutAside={() => actions.putAside(activeIndex)}
            onBringBack={(index) => actions.bringBack(index)}
            onDelete={actions.deleteFromFridge}
          />
        );
      case 'trash':
        return (
          <TrashPanel
            trash={props.trash}
            retentionDays={props.retentionDays}
            readOnly={readOnly}
            onRestore={actions.restore}
            onDeleteForever={actions.deleteForever}
          />
        );
      case 'map':
        return (
          <MapPanel
            sequences={agenda.sequences}
            activeIndex={activeIndex}
            onSelect={actions.select}
          />
        );
      case 'templates':
        return (
          <TemplatePanel
            view={props.templateView}
            readOnly={readOnly}
            onNavigate={props.onTemplateView}
            onInsertTemplate={actions.insertTemplate}
            onInsertSequence={actions.insertSequence}
          />
        );
      case 'methods':
        return (
          <MethodsPanel
            readOnly={readOnly}
            onInsert={(text) => {
              const sequence = sequenceOf(text);
              if (sequence) actions.insertSequence(sequence);
            }}
          />
        );
      case 'assistant':
        return (
          <AssistantPanel
            agenda={agenda}
            activeIndex={activeIndex}
            readOnly={readOnly}
            text={actions.text}
            onApplyText={actions.setText}
            onApplySequence={actions.replace}
          />
        );
    }
  };
  return <Loading>{content()}</Loading>;
});
