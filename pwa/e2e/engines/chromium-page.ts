/** Chromium's side of the engine-neutral browser tests: a Playwright page (scripts/lib/browser.ts launches Debian's Chromium). */
import type { ElementHandle, Page } from "playwright-core";
import type { EnginePage } from "./engine-page";
import { ScriptedPage } from "./scripted-page";

export class ChromiumPage extends ScriptedPage<ElementHandle> implements EnginePage<ElementHandle> {
  readonly engine = "Chromium";

  constructor(page: Page) {
    super(page);
  }

  click(element: ElementHandle): Promise<void> {
    return element.click();
  }

  type(element: ElementHandle, text: string): Promise<void> {
    return element.fill(text);
  }

  upload(element: ElementHandle, path: string): Promise<void> {
    return element.setInputFiles(path);
  }

  /** The page belongs to the test's browser context, which closes it. */
  async close(): Promise<void> {}
}
