/**
 * What a Playwright page (Chromium) and a Puppeteer page (Firefox) do alike: load, reload, run a
 * function in the page, and hand back the element findInPage answers. Each engine's page adds how it
 * clicks, types and uploads.
 */
import { findInPage, pageFunction, type Target } from "./find-in-page";

interface ElementLike {
  dispose(): Promise<void>;
}

interface HandleLike<E> {
  asElement(): E | null;
  dispose(): Promise<void>;
}

/** The calls both libraries' pages answer the same way. */
export interface ScriptablePage<E> {
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  evaluate(fn: (arg: unknown) => unknown, arg: unknown): Promise<unknown>;
  evaluateHandle(fn: (arg: unknown) => unknown, arg: unknown): Promise<HandleLike<E>>;
}

export abstract class ScriptedPage<E extends ElementLike> {
  abstract readonly engine: string;

  constructor(protected readonly page: ScriptablePage<E>) {}

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }

  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return (await this.page.evaluate(pageFunction(fn) as (arg: unknown) => unknown, arg)) as R;
  }

  async find(target: Target): Promise<E | null> {
    const handle = await this.page.evaluateHandle(pageFunction(findInPage) as (arg: unknown) => unknown, target);
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element;
  }
}
