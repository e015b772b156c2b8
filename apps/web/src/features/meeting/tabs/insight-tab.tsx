import { InsightView } from '../../insight/insight-view.tsx';
import { useMeetingContext } from '../meeting-context.ts';

/** Insight: planned against actual time of the meeting's finished live runs. */
export function InsightTab() {
  const { meeting } = useMeetingContext();
  return <InsightView meeting={meeting} />;
}
