import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PAGE_ERROR } from '@content/shell';
import { routeById } from '../routes/routes';

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
 * Catches a page that fails to load or render, so the visitor never gets a blank screen: a short
 * message with a way on. (A page's chunk missing after a deploy reloads the page before it gets
 * here: see `loadPage`.)
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
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const home = routeById('home').path;
    return (
      <section role="alert">
        <h1>{PAGE_ERROR.title}</h1>
        <p>
          {PAGE_ERROR.updated}
          <a href={typeof location === 'undefined' ? home : location.href}>{PAGE_ERROR.reload}</a>
          {PAGE_ERROR.or}
          <a href={home}>{PAGE_ERROR.home}</a>
          {PAGE_ERROR.end}
        </p>
      </section>
    );
  }
}
