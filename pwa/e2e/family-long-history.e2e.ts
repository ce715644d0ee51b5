/**
 * A family with a long record in a real Chromium: 300 completions, each with its points, some sharing a
 * millisecond. The profile opens on the first page of its hunt history and of its points activity,
 * saying how many of the 300 it shows; Load more brings the rest a page at a time until every
 * completion and every entry shows exactly once, newest first; and with the server gone, the profile
 * reads back what the device kept, page by page.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import Database from "better-sqlite3";
import type { Locator } from "playwright-core";
import { registerFamily } from "./admin-world";
import { openWorld, waitForServiceWorker, type E2eWorld } from "./support";

const COMPLETIONS = 300;

let world: E2eWorld;

before(async () => {
  world = await openWorld();
});
after(async () => {
  await world?.close();
});

/**
 * Writes the family's 300 completions and their points straight into the server's database, two to a
 * millisecond, newest with the highest score; the account's welcome bonus goes, so both lists hold 300.
 */
function recordCompletions(userId: number): void {
  const db = new Database(join(world.dataDir, "park-hunts.db"));
  try {
    const start = Date.parse("2026-06-01T12:00:00.000Z");
    const completion = db.prepare("insert into hunt_completions (hunt_key, user_id, score, badge_earned, points_awarded, created_at) values ('roper', ?, ?, 1, ?, ?)");
    const points = db.prepare("insert into points_ledger (user_id, transaction_type, points_amount, description, reason_key, created_at) values (?, 'earned', ?, ?, ?, ?)");
    db.transaction(() => {
      db.prepare("delete from points_ledger where user_id = ?").run(userId);
      for (let n = 1; n <= COMPLETIONS; n++) {
        const at = new Date(start + Math.floor(n / 2) * 60_000).toISOString();
        completion.run(userId, n, n, at);
        points.run(userId, n, `Completed hunt number ${n}`, `e2e-completion:${n}`, at);
      }
    })();
  } finally {
    db.close();
  }
}

/** Presses Load more under `list` (once it is back from "Loading more...") until all are shown. */
async function loadEverything(list: Locator): Promise<void> {
  const more = list.getByRole("button", { name: "Load more" });
  const done = list.getByText(`Showing ${COMPLETIONS} of ${COMPLETIONS}`);
  for (let presses = 0; presses <= COMPLETIONS; presses++) {
    await more.or(done).first().waitFor();
    if (await done.isVisible()) return;
    // The count moves on once the press is answered; only then is the button's name to be trusted again.
    const count = list.getByText(/^Showing \d+ of/);
    const shown = await count.textContent();
    await more.click();
    await count.filter({ hasNotText: shown ?? "" }).waitFor();
  }
  assert.fail("Load more never reached the end of the list");
}

/** The numbers each row of `list` shows in `selector` (its score, or its description's number). */
async function numbersIn(list: Locator, selector: string): Promise<number[]> {
  const texts = await list.locator(selector).allTextContents();
  return texts.map((text) => Number(/(\d+)/.exec(text)?.[1]));
}

const newestFirst = Array.from({ length: COMPLETIONS }, (_, i) => COMPLETIONS - i);

test("a family with 300 completions pages through its hunt history and points activity, each shown once", async () => {
  const { page, server } = world;
  await registerFamily(page, server.url, "Long Trail Family");
  const { id } = world.query<{ id: number }>("select id from users where name = ?", "Long Trail Family");
  recordCompletions(id);
  await waitForServiceWorker(page);
  await page.reload();

  const hunts = page.getByRole("region", { name: "Hunt history" });
  const activity = page.getByRole("region", { name: "Points Activity" });
  await hunts.getByText(`Showing 20 of ${COMPLETIONS}`).waitFor();
  await activity.getByText(`Showing 5 of ${COMPLETIONS}`).waitFor();
  assert.equal(await hunts.locator(".hunt-history-entry").count(), 20);

  await loadEverything(hunts);
  assert.equal(await hunts.getByRole("button", { name: "Load more" }).count(), 0);
  assert.deepEqual(await numbersIn(hunts, ".hunt-history-entry .account-list-end"), newestFirst, "every completion once, newest first");

  await loadEverything(activity);
  assert.equal(await activity.getByRole("button", { name: "Load more" }).count(), 0);
  assert.deepEqual(await numbersIn(activity, "li > div > strong"), newestFirst, "every points entry once, newest first");

  // With no server, the profile opens on what the device kept, and Load more shows the rest of it.
  await server.stop();
  await page.reload();
  await hunts.getByText(`Showing 20 of ${COMPLETIONS}`).waitFor();
  await hunts.getByRole("button", { name: "Load more" }).click();
  await hunts.getByText(`Showing 40 of ${COMPLETIONS}`).waitFor();
  assert.deepEqual(await numbersIn(hunts, ".hunt-history-entry .account-list-end"), newestFirst.slice(0, 40));
});
