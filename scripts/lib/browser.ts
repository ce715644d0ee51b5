/** Debian's Chromium through playwright-core (never a downloaded browser), headless, with the closed network's flags. */
import { chromium, type Browser, type BrowserContext } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** `args`: flags beside the usual ones (a camera fed from a file, say). */
export function launchBrowser(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args] });
}

/** More for one launch: flags beside the usual ones, and variables added to the browser's environment. */
export interface LaunchExtras {
  args?: readonly string[];
  env?: Record<string, string>;
}

/**
 * A browser with a real (non-incognito) profile in `userDataDir`: installability is only judged there,
 * and it is what a family's phone has.
 */
export function launchProfile(userDataDir: string, { args = [], env }: LaunchExtras = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
    env: env && { ...process.env, ...env },
    serviceWorkers: "allow",
  });
}
