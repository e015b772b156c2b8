import { Component, type ReactNode } from 'react';
import { ReloadNotice } from './reload-notice.tsx';

type Props = { children: ReactNode; resetKey?: string };
type State = { crashed: boolean; resetKey: string | undefined };

/**
 * A screen that crashed, or whose module failed to load (usually a stale build after a
 * deploy), shows the reload notice. With a `resetKey` (the path), going elsewhere tries again.
 */
export class CrashBoundary extends Component<Props, State> {
  override state: State = { crashed: false, resetKey: this.props.resetKey };
  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true };
  }
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { crashed: false, resetKey: props.resetKey };
  }
  override render() {
    return this.state.crashed ? <ReloadNotice /> : this.props.children;
  }
}
