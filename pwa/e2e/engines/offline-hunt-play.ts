/**
 * The heart of the product, the same in every engine: a family opens a link to the free hunt (a page the
 * server drew, taken over by the app) and downloads the hunt there, loses signal (the server process is
 * stopped: the only way to cut a service worker off), opens the hunt again (it must come from the service
 * worker, its park map's picture from the device, every item's dot on its place), plays it and the Roper hunt to their badges with location refused (the sign's word, a photo or
 * a tap per item; each photo decoded and encoded in the photo worker, nothing of it drawn on the main
 * thread), and when signal returns each completion reaches the server exactly once. The photos wait on
 * the phone: signed out, they have no account to go to. Written once over EngineDriver, so Chromium,
 * Firefox and WebKit play it alike.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEED_HUNT_MAPS, SEED_HUNTS } from "../../../api/src/services/seed/sample-content";
import { cameraJpeg } from "../../src/testing/photos/camera";
import { POOR_FIX_WAIT_MS } from "../../../pwa/src/features/hunts/location/use-family-location";
import { roperHunt } from "../../../api/src/services/catalog/roper-hunt";
import { assertDotsPlaced, expectedDots, parkMapDotsInPage } from "../park-map-dots";
import { outboxInPage, serviceWorkerInPage, type E2eServerWorld } from "../support";
import type { EngineDriver } from "./engine-driver";
import { photoWorkSeen, watchPhotoWork } from "./photo-work";

const hunt = SEED_HUNTS[0]!; // the free Old Faithful hunt, id 1 in the seeded database
const parkMap = SEED_HUNT_MAPS[hunt.title]!;
const ROPER = roperHunt("en");
const BADGE = "Congratulations! You earned a badge!";
/** A flush after the first has nothing left to send: this long shows it sends nothing twice. */
const SECOND_FLUSH_MS = 1500;

const controlled = () => navigator.serviceWorker.controller !== null;
const online = () => void window.dispatchEvent(new Event("online"));

async function outboxKinds(driver: EngineDriver): Promise<string[]> {
  return (await driver.evaluate(outboxInPage, "kinds")) as string[];
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The hunt's park map as a cold start with no signal draws it: the picture from the device's own copy,
 * and each item's dot within 3 px of its place on the picture as this engine rendered it. The map's
 * code loads after the hunt's first frame, so it is waited for.
 */
async function checkParkMap(driver: EngineDriver): Promise<void> {
  const dots = expectedDots(parkMap, hunt.items);
  await driver.waitFor({ role: "img", name: `Map of ${hunt.title}` });
  await waitUntil("the park map", async () => (await driver.evaluate(parkMapDotsInPage, dots)) !== null, 15_000);
  assertDotsPlaced(driver.engine, await driver.evaluate(parkMapDotsInPage, dots), parkMap, dots);
}

/** Plays the free sample hunt to its badge with no location: each item by its photo, its sign's word or a tap. */
export async function playHunt(driver: EngineDriver, photoPath: string): Promise<void> {
  const workerCalls: string[] = [];
  // This phone gives the hunt no location, so each find takes its photo, the word on its sign, or a tap.
  // Chromium and Firefox refuse the request at once; WebKitGTK's automation session never answers it,
  // so there the fallback comes when the app stops waiting for a good fix.
  await driver.click({ role: "button", name: "Use my location" });
  await driver.waitFor({ role: "text", name: "check in with the word on each sign", partial: true }, POOR_FIX_WAIT_MS + 10_000);
  for (const item of hunt.items) {
    const card = { role: "card", name: item.name } as const;
    if (item.photo_prompt) {
      await driver.evaluate(watchPhotoWork, undefined);
      await driver.setFile({ role: "field", name: "Take photo", in: card }, photoPath);
      // Found, the card's heading gains its tick, so the picture is looked for on the page.
      await driver.waitFor({ role: "img", name: `Your photo: ${item.name}` });
      workerCalls.push(...(await driver.evaluate(photoWorkSeen, undefined)));
    } else if (item.check_word) {
      await driver.fill({ role: "field", name: "Word on the sign", in: card }, item.check_word);
      await driver.click({ role: "button", name: `Check word for ${item.name}` });
    } else {
      await driver.click({ role: "button", name: `Found it! ${item.name}` });
    }
  }
  for (const q of hunt.quiz_questions) {
    await driver.click({ role: "field", name: q.correct_answer, in: { role: "group", name: q.question, partial: true } });
  }
  await driver.click({ role: "button", name: "Submit Quiz" });
  await driver.waitFor({ role: "heading", name: BADGE });
  // Every engine here can draw in a worker: each photo went to the photo worker (from the service worker's
  // precache, with the server stopped), and nothing of a picture was drawn on the main thread.
  assert.deepEqual(workerCalls.filter((call) => !/^worker \/assets\/photo-worker-[\w-]+\.js$/.test(call)), [], `${driver.engine}: photos drawn on the main thread`);
  assert.ok(workerCalls.length > 0, `${driver.engine}: the photo worker never started`);
}

async function playRoper(driver: EngineDriver): Promise<void> {
  for (const clue of ROPER.clues) await driver.click({ role: "button", name: `Found it! Clue ${clue.id}` });
  for (const q of ROPER.questions) {
    if (q.kind === "fill-in") await driver.fill({ role: "field", name: q.question, partial: true }, `I think it is ${q.answer}`);
    else await driver.click({ role: "field", name: q.answer, in: { role: "group", name: q.question, partial: true } });
  }
  await driver.click({ role: "button", name: "Submit Quiz" });
  await driver.waitFor({ role: "heading", name: BADGE });
}

export async function playOfflineHunt(world: E2eServerWorld, driver: EngineDriver): Promise<void> {
  const { server } = world;
  const photoPath = join(world.dataDir, "IMG_0001.jpg");
  writeFileSync(photoPath, cameraJpeg(800, 600));

  // A link to the hunt, opened before the app was ever installed: the page arrives drawn by the server from
  // the hunt's outline (no sign words, no answers), and once the app has taken it over the hunt's own copy
  // is there to play from, and to download right there.
  assert.match(await (await fetch(`${server.url}/hunt/1`)).text(), /<div id="root" inert>.*id="first-frame"/s);
  await driver.goto(`${server.url}/hunt/1`);
  await driver.waitFor({ role: "button", name: "Use my location" });
  await driver.evaluate(serviceWorkerInPage, undefined);
  await driver.click({ role: "button", name: `Download for offline: ${hunt.title}` });
  await driver.waitFor({ role: "text", name: "Ready offline", partial: true }, 60_000);
  await driver.goto(`${server.url}/roperhunt`); // the Roper hunt ships in the app; open it once like a family would
  await driver.waitFor({ role: "heading", name: ROPER.title });

  await server.stop();
  await driver.goto(`${server.url}/hunt/1`);
  await driver.waitFor({ role: "heading", name: hunt.title });
  assert.ok(await driver.evaluate(controlled, undefined), `${driver.engine}: with the server stopped, the hunt must come from the service worker`);
  await checkParkMap(driver);
  await playHunt(driver, photoPath);
  await driver.goto(`${server.url}/roperhunt`);
  await playRoper(driver);

  const photos = hunt.items.filter((item) => item.photo_prompt).length;
  const waiting = async (kind: string) => (await outboxKinds(driver)).filter((k) => k === kind).length;
  assert.equal(await waiting("hunt.complete"), 2, "the two completions wait on the phone");
  assert.equal(await waiting("hunt.photo"), photos, "each photo waits on the phone");

  await server.start();
  // Signal comes and goes as the family walks back: each look at the outbox is also a moment the browser
  // says it is online. (Rows that failed offline wait out their back-off; a flush sends those now due.)
  await waitUntil("the completions to arrive", async () => {
    await driver.evaluate(online, undefined);
    return (await waiting("hunt.complete")) === 0;
  });
  // A second flush (and a reload's flush) must not deliver anything twice.
  await driver.reload();
  await driver.evaluate(online, undefined);
  await new Promise((r) => setTimeout(r, SECOND_FLUSH_MS));
  assert.equal(await waiting("hunt.complete"), 0);
  // Signed out, the family's photos have no account to go to: they wait on the phone for a sign-in.
  assert.equal(await waiting("hunt.photo"), photos);

  const completions = (key: string) => world.query<{ n: number }>("SELECT count(*) AS n FROM hunt_completions WHERE hunt_key = ?", key).n;
  assert.equal(completions("1"), 1);
  assert.equal(completions("roper"), 1);
  const badge = world.query<{ badge_earned: number; score: number }>("SELECT badge_earned, score FROM hunt_completions WHERE hunt_key = '1'");
  assert.equal(badge.badge_earned, 1);
  assert.equal(badge.score, hunt.items.length * 10 + hunt.quiz_questions.length * 5);
}
