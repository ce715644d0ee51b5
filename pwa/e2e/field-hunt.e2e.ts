/**
 * A hunt played in the park, in a real Chromium with its own geolocation emulation: the family downloads
 * a hunt, loses signal (the server process is stopped), walks toward a find ("Not there yet"), checks in
 * at it by GPS, then, with location no longer allowed, finds another by the word on its sign (a wrong
 * word is refused) and a third by a tap, earns the badge, and when signal returns the completion arrives
 * once with one find of each kind.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { HuntInput } from "../../shared/schemas/hunt";
import { ADMIN } from "../../scripts/lib/server-process";
import { apiCall, openWorld, outboxCount, signalReturns, waitForServiceWorker, type E2eWorld } from "./support";

let world: E2eWorld;

/** The three ways to find, one item each: a place with no sign, a place with a sign word, neither. */
const GEYSER = { lat: 44.46049, lng: -110.82815 };
const HUNT: HuntInput = {
  title: "Geyser Hill Field Test",
  location: "Upper Geyser Basin, Yellowstone National Park, Wyoming",
  published: true,
  items: [
    { name: "Old Faithful", ...GEYSER, radius_m: 40 },
    { name: "Castle Geyser", lat: 44.46372, lng: -110.83687, radius_m: 40, check_word: "Castle Geyser" },
    { name: "A bison track", location_description: "Anywhere along the boardwalk" },
  ],
  quiz_questions: [
    { question: "Old Faithful is a geyser.", options: ["True", "False"], correct_answer: "True" },
    { question: "What warms the Firehole River?", options: ["Hot springs", "The sun only"], correct_answer: "Hot springs" },
  ],
};

const api = <T>(path: string, init?: { method?: string; body?: unknown; token?: string }) => apiCall<T>(world.server.url, path, init);

async function adminToken(): Promise<string> {
  return (await api<{ access_token: string }>("/users/login", { method: "POST", body: ADMIN })).access_token;
}

before(async () => {
  world = await openWorld();
});
after(async () => {
  await world?.close();
});

test("a family checks in by GPS, by the sign's word and by a tap with no signal, and the completion arrives once", async () => {
  const { page, server, context } = world;
  const token = await adminToken();
  const hunt = await api<{ id: number; title: string }>("/hunts", { method: "POST", body: HUNT, token });

  await page.goto(`${server.url}/scavengerhunts`);
  await waitForServiceWorker(page);
  await page.getByRole("button", { name: `Download for offline: ${hunt.title}` }).click();
  await page.locator("article", { hasText: hunt.title }).getByText("Ready offline").waitFor();

  // About 600 m north-east of the geyser, with a good fix; the permission is already given, so the hunt
  // starts watching by itself.
  await context.grantPermissions(["geolocation"], { origin: server.url });
  await context.setGeolocation({ latitude: GEYSER.lat + 0.004, longitude: GEYSER.lng + 0.004, accuracy: 8 });
  await server.stop();
  await page.goto(`${server.url}/hunt/${hunt.id}`);
  await page.getByRole("heading", { name: hunt.title }).waitFor();
  await page.getByText("Location on: the distances change as you walk.").waitFor();
  const geyser = page.locator("li", { has: page.getByRole("heading", { name: "Old Faithful" }) });
  await geyser.getByText(/^0\.\d mi south-west$/).waitFor();
  await geyser.getByText("GPS ±26 ft").waitFor();
  await geyser.getByRole("button", { name: "I'm here: Old Faithful" }).click();
  await geyser.getByText(/^Not there yet: 0\.\d mi to go\.$/).waitFor();
  assert.equal(await page.getByText("Item Found!").count(), 0);

  // The family walks to the geyser: a new fix arrives through the watch.
  await context.setGeolocation({ latitude: GEYSER.lat + 0.0002, longitude: GEYSER.lng, accuracy: 8 });
  await geyser.getByText(/^\d+ ft south$/).waitFor();
  await geyser.getByRole("button", { name: "I'm here: Old Faithful" }).click();
  await page.getByText("Item Found!").first().waitFor();
  await geyser.getByRole("heading", { name: "Old Faithful (found)" }).waitFor();

  // Location is taken away: the sign's word and the tap take over.
  await context.clearPermissions();
  await page.reload();
  await page.getByRole("button", { name: "Use my location" }).click();
  const castle = page.locator("li", { has: page.getByRole("heading", { name: "Castle Geyser" }) });
  await castle.getByLabel("Word on the sign").fill("Old Faithful");
  await castle.getByRole("button", { name: "Check word for Castle Geyser" }).click();
  await castle.getByText("That's not the word on the sign. Look again!").waitFor();
  await castle.getByLabel("Word on the sign").fill("  castle   GEYSER ");
  await castle.getByRole("button", { name: "Check word for Castle Geyser" }).click();
  await castle.getByRole("heading", { name: "Castle Geyser (found)" }).waitFor();
  await page.getByRole("button", { name: "Found it! A bison track" }).click();

  for (const q of HUNT.quiz_questions!) {
    await page.getByRole("group", { name: q.question }).getByLabel(q.correct_answer, { exact: true }).check();
  }
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  await page.getByRole("heading", { name: "Congratulations! You earned a badge!" }).waitFor();
  assert.ok((await outboxCount(page)) >= 1, "the completion waits on the phone");

  await signalReturns(page, server);

  const completions = world.query<{ n: number }>("SELECT count(*) AS n FROM hunt_completions WHERE hunt_key = ?", String(hunt.id));
  assert.equal(completions.n, 1);
  const analytics = await api<{ hunt_details: { hunt_id: number; finds_by_method: Record<string, number> }[] }>("/admin/hunt-analytics", {
    token: await adminToken(),
  });
  const counts = analytics.hunt_details.find((h) => h.hunt_id === hunt.id)?.finds_by_method;
  assert.deepEqual({ gps: counts?.gps, word: counts?.word, tap: counts?.tap }, { gps: 1, word: 1, tap: 1 });
  const gps = world.query<{ distance_m: number; accuracy_m: number }>("SELECT distance_m, accuracy_m FROM hunt_finds WHERE method = 'gps'");
  assert.ok(gps.distance_m > 15 && gps.distance_m < 30, `the GPS find was made about 22 m from the geyser (${gps.distance_m})`);
  assert.equal(gps.accuracy_m, 8);
});
