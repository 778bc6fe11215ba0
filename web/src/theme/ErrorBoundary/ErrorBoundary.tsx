import { Component, type ErrorInfo, type ReactNode } from "react";
import "./ErrorBoundary.css";

type Props = {
  children: ReactNode;
  /** Called by "Try again" before the boundary renders its children again. */
  onTryAgain?: () => void;
};

type State = { error: unknown };

/** Catches a crash while rendering a page and shows what went wrong. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("This page crashed.", error, info.componentStack);
  }

  private tryAgain = () => {
    this.props.onTryAgain?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="error-page" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button button-primary" onClick={this.tryAgain}>
          Try again
        </button>
        <ErrorCauses error={this.state.error} />
      </div>
    );
  }
}

/** The error and each of its causes, outermost first. */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function ErrorCauses({ error }: { error: unknown }) {
  return (
    <ol className="error-causes">
      {causeChain(error).map((cause, index) => (
        <li key={index} className="error-cause">
          {index > 0 && <span className="error-cause-label">Cause: </span>}
          <code>{cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}</code>
        </li>
      ))}
    </ol>
  );
}
