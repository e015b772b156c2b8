import { Component, type ReactNode } from 'react';
import { ReloadNotice } from './route-error.tsx';

/**
 * A screen that crashed shows the reload notice (usually a stale build after a deploy), in the
 * light builds, which have no data router and so no route error element.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <ReloadNotice /> : this.props.children;
  }
}
