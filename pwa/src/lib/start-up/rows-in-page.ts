// @chunk boot
/**
 * The first frame's rows (device-rows.ts) as the service worker sends them inside a page it answers: a
 * JSON data element at the end of the body, which the page's entry reads instead of opening the database
 * itself. Data, never a script that runs, so the Content-Security-Policy has nothing to allow. The rows
 * are JSON-shaped (the catalog's answers and the stores' saved states), so JSON carries them whole.
 */
import type { BootRead, BootRow } from "./device-rows";

export const SENT_ROWS_ID = "boot-rows";

interface Sent {
  rows: readonly BootRow[];
  reads: readonly BootRead[];
}

/** The element carrying `reads` of `rows`, written so no value can end it early. */
export function sentRowsHtml(rows: readonly BootRow[], reads: readonly BootRead[]): string {
  const json = JSON.stringify({ rows, reads } satisfies Sent).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${SENT_ROWS_ID}">${json}</script>`;
}

/** The reads of `rows` in the element's `text`, or null when it carries other rows (or cannot be read). */
export function readSentRows(text: string, rows: readonly BootRow[]): BootRead[] | null {
  try {
    const sent = JSON.parse(text) as Sent;
    return JSON.stringify(sent.rows) === JSON.stringify(rows) && sent.reads.length === rows.length ? [...sent.reads] : null;
  } catch {
    return null;
  }
}
