import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PAGE_ERROR } from '@content/shell';
import { LANGUAGE } from '@content/language';
import { localizedPath } from '../languages/languages';

interface PageErrorState {
  readonly failed: boolean;
}

/**
 * Catches an island that fails to render, so the visitor never gets a blank part of the page: a
 * short message with a way on. (An island whose chunk cannot load is never hydrated: its
 * prerendered HTML stays, and a chunk missing after a deploy reloads the page once: see
 * `islands/loader.ts`.)
 */
export class PageError extends Component<{ readonly children: ReactNode }, PageErrorState> {
  override state: PageErrorState = { failed: false };

  static getDerivedStateFromError(): PageErrorState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // The home page's address, not the routes table: the frame of every island stays small.
    const home = localizedPath('/', LANGUAGE.code);
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
