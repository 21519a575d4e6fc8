import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/browser/error-reporting/report-error';

interface Props {
  /** Names the guarded area in the report. */
  context: string;
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Catches a rendering error in the guarded area, shows the fallback (or
 * nothing) instead and reports it with its context and URL (docs/spec.md §4).
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError({ error, context: this.props.context, extra: { componentStack: info.componentStack?.slice(0, 2000) } });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}
