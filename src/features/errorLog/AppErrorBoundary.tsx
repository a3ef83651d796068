import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';
import { recordUncaughtError } from './recordError';

type Props = {
  children: ReactNode;
  /** When it changes (e.g. the route), a failed subtree gets a fresh try. */
  resetKey?: unknown;
};

type State = { failed: boolean; error: unknown; resetKey: unknown };

/**
 * Spec 8: an uncaught UI error becomes a local log entry of type error (with the component stack as
 * info), and the user sees what happened and can retry instead of a blank page.
 */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    recordUncaughtError(error, info.componentStack ?? undefined);
  }

  private retry = () => this.setState({ failed: false, error: undefined });

  render() {
    return this.state.failed ? <ErrorFallback error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}
