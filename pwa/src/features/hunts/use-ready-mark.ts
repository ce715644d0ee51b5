// @chunk hunt
/** Marks "hunt-ready" for the performance benchmark the first time a hunt page shows its content. */
import { useEffect, useRef } from "react";

export const HUNT_READY_MARK = "hunt-ready";

export function useReadyMark(ready: boolean): void {
  const marked = useRef(false);
  useEffect(() => {
    if (!ready || marked.current) return;
    marked.current = true;
    performance.mark(HUNT_READY_MARK);
  }, [ready]);
}
