import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The page shown; going to another one clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

const NO_ERROR = Symbol('no error');

/** A page whose code failed to load, or threw while drawing, shows RouteError instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: NO_ERROR, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: NO_ERROR, pathname: props.pathname };
  }

  override render() {
    return this.state.error === NO_ERROR ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
