import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they failed to load. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around a lazily loaded part whose code may not be on the device (cached on first use, and the
 * device offline before it was): its failed import shows `fallback` instead of taking the whole
 * screen down. Mounted again (the next visit), it tries again.
 */
export class LoadFailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
