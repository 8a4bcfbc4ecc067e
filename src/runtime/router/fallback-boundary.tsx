import { Component, type ReactNode } from 'react';
import { fallbackStatusOf } from './fallbacks.ts';
import { FallbackScreen } from './fallback-screen.tsx';
import { addBreadcrumb } from '../telemetry/breadcrumbs.ts';

interface FallbackBoundaryProps {
  /** The boundary resets when this changes (§4.5). */
  readonly pathname: string;
  /** The path without locale, for the sign-in link's `next`. */
  readonly path: string;
  readonly children: ReactNode;
}

interface FallbackBoundaryState {
  readonly error: { readonly caught: unknown } | null;
  readonly pathname: string;
}

/** Catches notFound(), forbidden() and unauthorized() from a screen and shows their fallback. */
export class FallbackBoundary extends Component<FallbackBoundaryProps, FallbackBoundaryState> {
  override state: FallbackBoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(caught: unknown): Partial<FallbackBoundaryState> {
    return { error: { caught } };
  }

  static getDerivedStateFromProps(props: FallbackBoundaryProps, state: FallbackBoundaryState): Partial<FallbackBoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    const status = fallbackStatusOf(error);
    if (status !== null) addBreadcrumb({ category: 'fallback', message: `Fallback ${status} on ${this.props.pathname}`, level: 'info' });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const status = fallbackStatusOf(this.state.error.caught);
    // Anything else is an application error: on to the root boundary.
    if (status === null) throw this.state.error.caught;
    return <FallbackScreen status={status} path={this.props.path} />;
  }
}
