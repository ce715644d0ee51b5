/** What an admin list shows before its data: a loading line, or the failure with a way to try again. */
import type { Resource } from "../../../lib/api/use-admin-resource";

interface Props {
  state: Resource<unknown>;
  loading: string;
  failed: string;
  onRetry: () => void;
}

export function ResourceStatus({ state, loading, failed, onRetry }: Props) {
  if (state.status === "loading") {
    return (
      <p className="muted" role="status">
        {loading}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div className="alert alert-danger admin-list-error" role="alert">
        <p>
          {failed}: {state.error}
        </p>
        <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
