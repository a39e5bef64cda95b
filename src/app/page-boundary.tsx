// Catches a page that fails to render or to load: a missing chunk reloads the page (at most once
// a minute), anything else shows the error page inside the layout.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.ts';
import { ErrorPage } from '../features/shell/components/error-page.tsx';
import { zh } from '../features/shell/text.ts';

interface State {
  error: unknown;
}

export class PageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) reloadForChunkError();
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorPage statusCode={500} message={zh.errors.serverError} />;
    return this.props.children;
  }
}
