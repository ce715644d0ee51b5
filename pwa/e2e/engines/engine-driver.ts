/**
 * The steps the browser tests take, written once over any engine's page (engine-page.ts): each waits
 * for its element to be shown and usable, as a person would, and fails with the target's name when it
 * never is.
 */
import type { EnginePage } from "./engine-page";
import type { Target } from "./find-in-page";

const WAIT_MS = 15_000;

const described = (target: Target): string => `${target.role} "${target.name}"${target.in ? ` in the ${described(target.in)}` : ""}`;
const POLL_MS = 100;

export class EngineDriver<Handle = unknown> {
  constructor(readonly page: EnginePage<Handle>) {}

  get engine(): string {
    return this.page.engine;
  }

  goto(url: string): Promise<void> {
    return this.page.goto(url);
  }

  reload(): Promise<void> {
    return this.page.reload();
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(fn, arg);
  }

  /** Waits until the target is shown and answers it. */
  async waitFor(target: Target, timeoutMs = WAIT_MS): Promise<Handle> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await this.page.find(target);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`${this.engine}: no ${described(target)} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /**
   * Clicks once the target can take it: a click refused because something covers it for a moment (a
   * toast sliding by, a card redrawn) is tried again on the element found anew, as a person taps again.
   */
  async click(target: Target): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const element = await this.waitFor(target);
      try {
        return await this.page.click(element);
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }
  }

  async fill(target: Target, text: string): Promise<void> {
    await this.page.type(await this.waitFor(target), text);
  }

  async setFile(target: Target, path: string): Promise<void> {
    await this.page.upload(await this.waitFor(target), path);
  }

  close(): Promise<void> {
    return this.page.close();
  }
}
