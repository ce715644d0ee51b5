/**
 * WebKit's side of the engine-neutral browser tests: Debian's WebKitGTK MiniBrowser, driven by its
 * WebDriver (WebKitWebDriver, from webkit2gtk-driver) through selenium-webdriver, on a display of its
 * own (an Xvfb started here, so nothing else is needed around the test). A MiniBrowser automation
 * session keeps its data in memory only, like Safari's Private Browsing.
 *
 * WebKitGTK 2.50 can leave IndexedDB hung for every later page when a page is left a moment after it
 * loaded or was tapped: from then on no transaction starts, not even a read, until the browser quits.
 * It matches WebKit's scheduler taking a page's connection for a suspended one when the navigation
 * reuses the service worker's web process, which only happens where no process manager reports the
 * process resumed (Linux; not a family's iPhone or Mac). A family does not leave a page within a
 * second of tapping it either, so this page lets SETTLE_MS pass after its last command before it loads
 * another page.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { Builder, Capabilities, type WebDriver, type WebElement } from "selenium-webdriver";
import { freePort, HOST } from "../../../scripts/lib/server-process";
import type { EnginePage } from "./engine-page";
import { findInPage, pageScript, type Target } from "./find-in-page";

const MINIBROWSER_PATHS = [
  process.env.MINIBROWSER_PATH ?? "",
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser",
];
const START_TIMEOUT_MS = 15_000;
/** Quiet time before leaving a page: with a second or more, no hang was seen in any run. */
const SETTLE_MS = 1500;

/** Starts a helper process (with a fourth pipe, fd 3, when asked) whose output is not needed. */
function launch(command: string, args: string[], env: NodeJS.ProcessEnv, extraPipe = false): ChildProcess {
  return spawn(command, args, { env, stdio: extraPipe ? ["ignore", "ignore", "inherit", "pipe"] : ["ignore", "ignore", "inherit"] });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 3000).unref();
  });
}

/** A virtual display; Xvfb picks a free number itself and writes it on fd 3. */
async function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = launch("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], process.env, true);
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("Xvfb did not start")), START_TIMEOUT_MS);
    (xvfb.stdio[3] as NodeJS.ReadableStream).on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes("\n")) return;
      clearTimeout(timer);
      resolve(`:${text.trim()}`);
    });
    xvfb.once("error", (error) => reject(new Error(`Xvfb could not start (install xvfb): ${error.message}`)));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
  }).catch(async (error: unknown) => {
    await stop(xvfb);
    throw error;
  });
  return { display, xvfb };
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  let failed: Error | undefined;
  driver.once("error", (error) => (failed = error));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (failed) throw new Error(`WebKitWebDriver could not start (install webkit2gtk-driver): ${failed.message}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("WebKitWebDriver did not start");
}

export class WebKitPage implements EnginePage<WebElement> {
  readonly engine = "WebKit";

  private lastActionAt = 0;

  private constructor(
    private readonly driver: WebDriver,
    private readonly processes: ChildProcess[],
  ) {}

  /** Loads another page once this one has been left alone for SETTLE_MS. */
  private async settled<T>(navigate: () => Promise<T>): Promise<T> {
    await new Promise((r) => setTimeout(r, Math.max(0, this.lastActionAt + SETTLE_MS - Date.now())));
    return this.acted(navigate());
  }

  private async acted<T>(action: Promise<T>): Promise<T> {
    try {
      return await action;
    } finally {
      this.lastActionAt = Date.now();
    }
  }

  static async launch(): Promise<WebKitPage> {
    const binary = MINIBROWSER_PATHS.find((path) => path && existsSync(path));
    if (!binary) throw new Error("MiniBrowser not found: install webkit2gtk-driver (or set MINIBROWSER_PATH)");
    const processes: ChildProcess[] = [];
    try {
      const { display, xvfb } = await startDisplay();
      processes.push(xvfb);
      const port = await freePort();
      const driverProcess = launch("WebKitWebDriver", [`--port=${port}`], { ...process.env, DISPLAY: display });
      processes.unshift(driverProcess);
      const url = `http://${HOST}:${port}`;
      await waitForDriver(url, driverProcess);
      const capabilities = new Capabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary, args: ["--automation"] } });
      const driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
      return new WebKitPage(driver, processes);
    } catch (error) {
      for (const child of processes) await stop(child);
      throw error;
    }
  }

  goto(url: string): Promise<void> {
    return this.settled(() => this.driver.get(url));
  }

  reload(): Promise<void> {
    return this.settled(() => this.driver.navigate().refresh());
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.acted(this.driver.executeScript<R>(pageScript(fn), arg));
  }

  find(target: Target): Promise<WebElement | null> {
    return this.driver.executeScript<WebElement | null>(pageScript(findInPage), target);
  }

  click(element: WebElement): Promise<void> {
    return this.acted(element.click());
  }

  type(element: WebElement, text: string): Promise<void> {
    return this.acted(element.sendKeys(text));
  }

  upload(element: WebElement, path: string): Promise<void> {
    return this.acted(element.sendKeys(path));
  }

  /** Ends the session (MiniBrowser with it), then the driver and the display. */
  async close(): Promise<void> {
    await this.driver.quit().catch(() => undefined);
    for (const child of this.processes) await stop(child);
  }
}
