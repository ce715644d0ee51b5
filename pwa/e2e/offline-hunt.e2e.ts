/**
 * The heart of the product in a real browser: a family opens the app with signal, downloads a hunt,
 * loses signal (the server process is stopped — the only way to cut a service worker off), reloads,
 * plays the hunt and the Roper hunt to their badges, and when signal returns each completion reaches
 * the server exactly once. Also: Chromium reports no installability errors.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { SEED_HUNTS } from "../../api/src/db/seed-data/hunts";
import { cameraJpeg } from "../../pwa/src/features/hunts/photo/camera-test-support";
import { ROPER_CLUES, ROPER_QUESTIONS } from "../../shared/roper-hunt";
import { openWorld, outboxCount, outboxKinds, waitForServiceWorker, type E2eWorld } from "./support";

let world: E2eWorld;
const hunt = SEED_HUNTS[0]!; // the free Old Faithful hunt, id 1 in the seeded database

before(async () => {
  world = await openWorld();
});
after(async () => {
  await world?.close();
});

test("Chromium finds the app installable", async () => {
  const { page, server, context } = world;
  await page.goto(`${server.url}/`);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
  assert.deepEqual(installabilityErrors, []);
});

test("a hunt downloaded online is played to its badge with the server stopped, and arrives once", async () => {
  const { page, server } = world;
  await page.goto(`${server.url}/scavengerhunts`);
  await page.getByRole("button", { name: `Download for offline: ${hunt.title}` }).click();
  // Wait for this hunt's own card (the built-in Roper card always reads "Ready offline").
  await page.locator("article", { hasText: hunt.title }).getByText("Ready offline").waitFor();
  await page.goto(`${server.url}/roperhunt`); // the Roper hunt ships in the app; open it once like a family would
  await page.getByRole("heading", { level: 1 }).first().waitFor();

  await server.stop();
  await page.goto(`${server.url}/hunt/1`);
  await page.getByRole("heading", { name: hunt.title }).waitFor();
  // This phone gives the hunt no location, so each find takes its photo, the word on its sign, or a tap.
  await page.getByRole("button", { name: "Use my location" }).click();
  const snapshot = Buffer.from(cameraJpeg(800, 600));
  for (const item of hunt.items) {
    const card = page.locator("li", { has: page.getByRole("heading", { name: item.name, exact: true }) });
    if (item.photo_prompt) {
      await card.getByLabel("Take photo").setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: snapshot });
      // Found, the card's heading gains its tick, so the picture is looked for on the page.
      await page.getByRole("img", { name: `Your photo: ${item.name}` }).waitFor();
    } else if (item.check_word) {
      await card.getByLabel("Word on the sign").fill(item.check_word);
      await card.getByRole("button", { name: `Check word for ${item.name}` }).click();
    } else {
      await page.getByRole("button", { name: `Found it! ${item.name}` }).click();
    }
  }
  for (const q of hunt.quiz_questions) {
    await page.getByRole("group", { name: new RegExp(escapeRegExp(q.question)) }).getByLabel(q.correct_answer, { exact: true }).check();
  }
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  await page.getByRole("heading", { name: "Congratulations! You earned a badge!" }).waitFor();

  await page.goto(`${server.url}/roperhunt`);
  for (const clue of ROPER_CLUES) await page.getByRole("button", { name: `Found it! Clue ${clue.id}`, exact: true }).click();
  for (const q of ROPER_QUESTIONS) {
    if (q.kind === "fill-in") await page.getByLabel(new RegExp(escapeRegExp(q.question))).fill(`I think it is ${q.answer}`);
    else await page.getByRole("group", { name: new RegExp(escapeRegExp(q.question)) }).getByLabel(q.answer, { exact: true }).check();
  }
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  await page.getByRole("heading", { name: "Congratulations! You earned a badge!" }).waitFor();

  const queued = await outboxCount(page);
  assert.ok(queued >= 2, `expected the two completions (and page views) to wait offline, found ${queued}`);

  await server.start();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  // Signed out, the family's photos have no account to go to: they wait on the phone for a sign-in.
  const photos = hunt.items.filter((item) => item.photo_prompt).map(() => "hunt.photo");
  await waitUntil(async () => (await outboxKinds(page)).join() === photos.join());
  // A second flush (and a reload's flush) must not deliver anything twice.
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await new Promise((r) => setTimeout(r, 1500));
  assert.deepEqual(await outboxKinds(page), photos);

  const completions = (key: string) => world.query<{ n: number }>("SELECT count(*) AS n FROM hunt_completions WHERE hunt_key = ?", key).n;
  assert.equal(completions("1"), 1);
  assert.equal(completions("roper"), 1);
  const badge = world.query<{ badge_earned: number; score: number }>("SELECT badge_earned, score FROM hunt_completions WHERE hunt_key = '1'");
  assert.equal(badge.badge_earned, 1);
  assert.equal(badge.score, hunt.items.length * 10 + hunt.quiz_questions.length * 5);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("timed out waiting for the outbox to send what it can");
}
