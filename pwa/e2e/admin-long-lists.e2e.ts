/**
 * Long lists in a real browser against the real server: with 500 orders the admin's Orders shows the
 * first 50 and says so, and "Load more" brings the rest 50 at a time until all 500 are shown, each once,
 * newest first; with 60 more hunts the families' catalog shows its first page and loads the rest.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { HUNTS_PAGE, ORDERS_PAGE } from "../../shared/rules/list-limit";
import type { HuntInput } from "../../shared/schemas/hunt";
import { signInAsAdmin } from "./admin-world";
import { openPublicWorld, type PublicWorld } from "./public-world";
import { e2ePort } from "./support";

const ORDERS = 500;
const HUNTS = 60;
const HUNT: HuntInput = {
  title: "Long List Hunt",
  location: "Upper Geyser Basin, Yellowstone National Park, Wyoming",
  published: true,
  items: [{ name: "A steam vent" }],
  quiz_questions: [{ question: "Old Faithful is a geyser.", options: ["True", "False"], correct_answer: "True" }],
};

let world: PublicWorld;

before(async () => {
  world = await openPublicWorld(e2ePort(45));
});
after(async () => {
  await world?.close();
});

/**
 * 500 orders written straight into the server's database, in one transaction: ten to a second, so many
 * share a time, as a busy sale's do. Each id starts with its own eight characters, the short id a card shows.
 */
function placeOrders(): string[] {
  const db = new Database(join(world.server.dataDir, "park-hunts.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(
      "insert into orders (id, session_id, kind, status, amount_cents, subtotal_cents, product_name, provider, created_at) values (?, ?, 'book', 'completed', 1799, 1799, 'Yellowstone Guide', 'sandbox', ?)",
    );
    const ids = Array.from({ length: ORDERS }, (_, i) => `e2e${String(i).padStart(5, "0")}-0000-4000-8000-000000000000`);
    db.transaction(() => {
      ids.forEach((id, i) => insert.run(id, `session-${i}`, new Date(Date.UTC(2026, 5, 1, 10, 0, Math.floor(i / 10))).toISOString()));
    })();
    return ids;
  } finally {
    db.close();
  }
}

/** The short ids of the order cards on screen, top to bottom. */
async function shownOrders(page: Page): Promise<string[]> {
  return (await page.locator(".order-list .order-code").allTextContents()).map((text) => text.trim().replace(/^#/, ""));
}

test("the admin's Orders shows the first 50 of 500 and loads the rest on request, each order once", async () => {
  const placed = placeOrders();
  const page = await (await world.visitor()).newPage();
  await signInAsAdmin(page, world.server.url, "/admin/orders");
  await page.getByText(`Showing ${ORDERS_PAGE} of ${ORDERS}`).waitFor();
  assert.equal((await shownOrders(page)).length, ORDERS_PAGE);
  const summary = page.getByRole("region", { name: "Order summary" });
  assert.equal(await summary.getByText("Total Orders").locator("xpath=following-sibling::*[1]").textContent(), String(ORDERS));

  const more = page.getByRole("button", { name: "Load more" });
  for (let shown = ORDERS_PAGE; shown < ORDERS; shown += ORDERS_PAGE) {
    await more.click();
    await page.getByText(`Showing ${Math.min(shown + ORDERS_PAGE, ORDERS)} of ${ORDERS}`).waitFor();
  }
  assert.equal(await more.count(), 0);
  const shown = await shownOrders(page);
  assert.equal(shown.length, ORDERS);
  assert.equal(new Set(shown).size, ORDERS);
  // Newest first: the last placed order leads, the first placed one closes the list.
  assert.deepEqual(shown, placed.map((id) => id.slice(0, 8)).reverse());
});

test("the families' hunts catalog shows its first page and loads the rest on request", async () => {
  const token = await world.adminToken();
  const { total: before } = await world.api<{ total: number }>("/hunts");
  for (let i = 0; i < HUNTS; i++) await world.api("/hunts", { method: "POST", token, body: { ...HUNT, title: `Long List Hunt ${i}` } });
  const total = before + HUNTS;
  const page = await (await world.visitor()).newPage();
  await page.goto(`${world.server.url}/scavengerhunts`);
  await page.getByText(`Showing ${HUNTS_PAGE} of ${total}`).waitFor();
  const more = page.getByRole("button", { name: "Load more" });
  while ((await more.count()) > 0) {
    const shown = await page.locator("article.hunt-card").count();
    await more.click();
    await page.waitForFunction((count) => document.querySelectorAll("article.hunt-card").length > count, shown);
  }
  await page.getByText(`Showing ${total} of ${total}`).waitFor();
  const titles = await page.locator("article.hunt-card h3").allTextContents();
  // Every hunt once, and the built-in science-center hunt.
  assert.equal(titles.length, total + 1);
  assert.equal(new Set(titles.filter((title) => title.startsWith("Long List Hunt"))).size, HUNTS);
});
