/**
 * A page the service worker answers from the precached app shell (index.html), made ready to draw at
 * once. The files of the screen it opens are named in its head, so the browser fetches them while it
 * parses the page instead of once the entry has run and asked for them; and the rows its first frame
 * draws from are read here, off the page's main thread, and sent at the end of the page
 * (lib/start-up/rows-in-page.ts), so the page does not open the database before its first frame. The
 * head goes out at once; the rest follows once the rows are read, or after SENT_ROWS_WAIT_MS without
 * them (the page then reads them itself).
 */
import { huntIdOf, rowsFor, type BootRead, type BootRow } from "../lib/start-up/device-rows";
import { sentRowsHtml } from "../lib/start-up/rows-in-page";

/** How long a page waits for its rows here: a database busy with an upgrade must not hold the page up. */
export const SENT_ROWS_WAIT_MS = 300;

export interface PageParts {
  /** The links a hunt page's head adds to the shell's: the hunt screen's files (the build names them). */
  huntHead: string;
  /** Reads the rows (lib/start-up/device-rows.ts readRows). */
  read: (rows: readonly BootRow[]) => Promise<BootRead[]>;
  /** Told of the page's end on its way, so the worker stays up until it is sent (a fetch event's waitUntil). */
  untilSent?: (sent: Promise<void>) => void;
}

const withinWait = <T>(reading: Promise<T>): Promise<T | null> =>
  Promise.race([reading.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), SENT_ROWS_WAIT_MS))]);

/** The page at `path`, made from `shell`; anything but the shell's HTML goes out as it came. */
export async function answerPage(shell: Response, path: string, { huntHead, read, untilSent }: PageParts): Promise<Response> {
  if (!shell.ok || !shell.headers.get("content-type")?.includes("text/html")) return shell;
  const html = await shell.text();
  const end = html.lastIndexOf("</body>");
  const headers = new Headers(shell.headers);
  // The body is made here: its length is not the shell's, and it is not encoded.
  headers.delete("content-length");
  headers.delete("content-encoding");
  const init = { status: shell.status, statusText: shell.statusText, headers };
  if (end === -1) return new Response(html, init);
  const opening = huntIdOf(path) === null ? html.slice(0, end) : html.slice(0, end).replace("</head>", `${huntHead}</head>`);
  const rows = rowsFor(path);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(opening));
      const sent = withinWait(read(rows)).then((reads) => {
        if (reads) controller.enqueue(encoder.encode(sentRowsHtml(rows, reads)));
        controller.enqueue(encoder.encode(html.slice(end)));
        controller.close();
      });
      untilSent?.(sent);
    },
  });
  return new Response(body, init);
}
