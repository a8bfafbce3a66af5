import { ErrorState } from '@ooh/ui/error-state';
import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../lazy-screen.tsx';

export type ChunkErrorBoundaryProps = {
  children: ReactNode;
};

type State = { error: Error | null };

/** Shows a screen's loading failure ('Loading chunk N failed') with a Retry that imports the chunk again. */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  handleRetry = () => {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) error.retry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const isChunk = error instanceof ChunkLoadError;
    return (
      <ErrorState
        title={isChunk ? 'This screen could not be loaded' : 'Something went wrong'}
        message={isChunk ? error.message : 'An unexpected error stopped this screen.'}
        onRetry={this.handleRetry}
      />
    );
  }
}
