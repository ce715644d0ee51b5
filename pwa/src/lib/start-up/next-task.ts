// @chunk boot
/** Resolves in a later task, so the browser can paint and answer a tap before what follows runs. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
