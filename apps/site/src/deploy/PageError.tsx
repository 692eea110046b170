import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isMissingChunk, isPageChunk, reloadForMissingChunk } from './reload-once';

interface PageErrorProps {
  readonly children: ReactNode;
  /** A new key (the next route) clears the error. */
  readonly resetKey: string;
}

interface PageErrorState {
  readonly failed: boolean;
  readonly resetKey: string;
}

/**
 * Catches a page that fails to load or render, so the visitor never gets a blank screen: a chunk
 * missing after a deploy reloads the page once; anything else shows a short message with a way on.
 */
export class PageError extends Component<PageErrorProps, PageErrorState> {
  override state: PageErrorState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PageErrorState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorProps, state: PageErrorState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isMissingChunk(error) && isPageChunk(error) && reloadForMissingChunk()) return;
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert">
        <h1>This page could not be loaded</h1>
        <p>
          The site may have been updated while this page was open.{' '}
          <a href={typeof location === 'undefined' ? '/' : location.href}>Load it again</a>, or go
          to the <a href="/">home page</a>.
        </p>
      </section>
    );
  }
}
