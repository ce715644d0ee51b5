/** What a dashboard panel shows when its read failed: the reason and a way to ask again. */
export function ReadFailure({ what, error, retry }: { what: string; error: string; retry: () => void }) {
  return (
    <div className="alert alert-danger row" role="alert">
      <span>
        {what} could not be loaded: {error}
      </span>
      <button type="button" className="btn btn-secondary btn-small" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
