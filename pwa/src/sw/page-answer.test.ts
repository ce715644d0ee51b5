import { afterEach, describe, expect, it, vi } from "vitest";
import { rowsFor, type BootRead, type BootRow } from "../lib/start-up/device-rows";
import { readSentRows, SENT_ROWS_ID } from "../lib/start-up/rows-in-page";
import { answerPage, SENT_ROWS_WAIT_MS } from "./page-answer";

const SHELL_HTML = `<!doctype html><html lang="en"><head><title>Park Hunts</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const HUNT_HEAD = `<link rel="stylesheet" href="/assets/hunts.css"><link rel="modulepreload" href="/assets/hunt.js">`;
const POLICY = "default-src 'self'; script-src 'self'";

const shell = () =>
  new Response(SHELL_HTML, { headers: { "content-type": "text/html; charset=utf-8", "content-length": String(SHELL_HTML.length), "content-security-policy": POLICY } });
const found = (rows: readonly BootRow[]): BootRead[] => rows.map(([store, key]) => (store === "hunts" ? { value: { id: key, title: "Zion Canyon Quest" } } : null));
const sentIn = (html: string) => new RegExp(`<script type="application/json" id="${SENT_ROWS_ID}">(.*?)</script>`).exec(html)?.[1];

afterEach(() => {
  vi.useRealTimers();
});

describe("a page the service worker answers", () => {
  it("names the hunt's files in a hunt page's head and carries the rows its first frame draws from", async () => {
    const page = await answerPage(shell(), "/hunt/7", { huntHead: HUNT_HEAD, read: async (rows) => found(rows) });
    const html = await page.text();
    expect(html).toContain(`${HUNT_HEAD}</head>`);
    expect(html.indexOf(SENT_ROWS_ID)).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(html.endsWith("</body></html>")).toBe(true);
    const reads = readSentRows(sentIn(html)!, rowsFor("/hunt/7"));
    expect(reads?.[0]).toEqual({ value: { id: 7, title: "Zion Canyon Quest" } });
    expect(reads).toHaveLength(rowsFor("/hunt/7").length);
  });

  it("keeps the shell's headers but its length", async () => {
    const page = await answerPage(shell(), "/hunt/7", { huntHead: HUNT_HEAD, read: async (rows) => found(rows) });
    expect(page.headers.get("content-security-policy")).toBe(POLICY);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-length")).toBeNull();
  });

  it("names no hunt files on another screen, and carries the shell's rows", async () => {
    const html = await (await answerPage(shell(), "/es/shop", { huntHead: HUNT_HEAD, read: async (rows) => found(rows) })).text();
    expect(html).not.toContain("hunt.js");
    expect(readSentRows(sentIn(html)!, rowsFor("/es/shop"))).toHaveLength(rowsFor("/shop").length);
  });

  it("sends its head before the rows are read, so the browser starts on the page's files meanwhile", async () => {
    let answer: (reads: BootRead[]) => void = () => undefined;
    const page = await answerPage(shell(), "/hunt/7", { huntHead: HUNT_HEAD, read: () => new Promise((resolve) => (answer = resolve)) });
    const reader = page.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain(`${HUNT_HEAD}</head>`);
    expect(first).not.toContain(SENT_ROWS_ID);
    answer(found(rowsFor("/hunt/7")));
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain(SENT_ROWS_ID);
    expect(rest.endsWith("</body></html>")).toBe(true);
  });

  it("ends without rows when the device cannot be read in time, or at all, and stays up until it has ended", async () => {
    vi.useFakeTimers();
    const sending: Promise<void>[] = [];
    const slow = await answerPage(shell(), "/hunt/7", { huntHead: HUNT_HEAD, read: () => new Promise(() => undefined), untilSent: (sent) => sending.push(sent) });
    const text = slow.text();
    await vi.advanceTimersByTimeAsync(SENT_ROWS_WAIT_MS);
    expect(await text).not.toContain(SENT_ROWS_ID);
    expect(sending).toHaveLength(1);
    await expect(sending[0]).resolves.toBeUndefined();
    vi.useRealTimers();
    const failing = await answerPage(shell(), "/hunt/7", { huntHead: HUNT_HEAD, read: () => Promise.reject(new Error("blocked")) });
    expect(await failing.text()).toMatch(/<div id="root"><\/div><\/body><\/html>$/);
  });

  it("passes on anything but the shell's page as it came", async () => {
    const missing = new Response("gone", { status: 404, headers: { "content-type": "text/html" } });
    expect(await answerPage(missing, "/hunt/7", { huntHead: HUNT_HEAD, read: async (rows) => found(rows) })).toBe(missing);
    const other = new Response("{}", { headers: { "content-type": "application/json" } });
    expect(await answerPage(other, "/hunt/7", { huntHead: HUNT_HEAD, read: async (rows) => found(rows) })).toBe(other);
  });
});
