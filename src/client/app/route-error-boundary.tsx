import { RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';

/**
 * Catches a page that fails to render or whose code fails to load (an old tab after a deploy,
 * say). The layout keys it by path, so navigating away clears the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="text-muted">
          This page could not be shown. Reloading usually fixes it; if it keeps happening, please
          contact us.
        </p>
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload the page
        </Button>
      </div>
    );
  }
}
