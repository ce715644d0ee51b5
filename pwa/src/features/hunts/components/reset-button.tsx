/** Starts the hunt over, after the family confirms: found items, answers and the result are all cleared. */
export function ResetButton({ onReset }: { onReset: () => void }) {
  const reset = () => {
    if (window.confirm("Start this hunt over? Found items, quiz answers and your score will be cleared.")) onReset();
  };
  return (
    <button type="button" className="btn btn-secondary" onClick={reset}>
      Reset Hunt
    </button>
  );
}
