/**
 * One browser page under test, whatever drives it: each engine's adapter (chromium-page.ts,
 * firefox-page.ts, webkit-page.ts) does these few things its own way, and EngineDriver builds the
 * steps a test reads (click by role and name, fill by label, wait for text) on top of them once.
 */
import type { Target } from "./find-in-page";

export interface EnginePage<Handle = unknown> {
  /** The engine as reports name it. */
  readonly engine: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page (a promise is awaited) and answers its result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** The element findInPage answers, or null. */
  find(target: Target): Promise<Handle | null>;
  /** A real click, as a finger or a mouse gives it. */
  click(element: Handle): Promise<void>;
  /** Types into an empty field. */
  type(element: Handle, text: string): Promise<void>;
  /** Gives a file input the file at `path`, as a camera or gallery would. */
  upload(element: Handle, path: string): Promise<void>;
  close(): Promise<void>;
}
