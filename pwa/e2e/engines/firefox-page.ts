/**
 * Firefox's side of the engine-neutral browser tests: Debian's Firefox ESR driven over WebDriver BiDi by
 * puppeteer-core (never a downloaded browser), headless, with a fresh profile in `profileDir` and
 * location refused when a page asks for it (Firefox's own testing answer to the permission prompt).
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import type { EnginePage } from "./engine-page";
import { ScriptedPage } from "./scripted-page";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export class FirefoxPage extends ScriptedPage<ElementHandle<Node>> implements EnginePage<ElementHandle<Node>> {
  readonly engine = "Firefox";

  private constructor(
    private readonly browser: Browser,
    page: Page,
  ) {
    super(page);
  }

  static async launch(profileDir: string): Promise<FirefoxPage> {
    const browser = await puppeteer.launch({
      browser: "firefox",
      protocol: "webDriverBiDi",
      executablePath: FIREFOX_PATH,
      headless: true,
      userDataDir: profileDir,
      extraPrefsFirefox: { "geo.prompt.testing": true, "geo.prompt.testing.allow": false },
    });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      return new FirefoxPage(browser, page);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  click(element: ElementHandle<Node>): Promise<void> {
    return (element as ElementHandle<Element>).click();
  }

  type(element: ElementHandle<Node>, text: string): Promise<void> {
    return element.type(text);
  }

  upload(element: ElementHandle<Node>, path: string): Promise<void> {
    return (element as ElementHandle<HTMLInputElement>).uploadFile(path);
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
