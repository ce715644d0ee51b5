/**
 * The family's record of the day in a real Chromium, signed in, with the server stopped after the
 * download: a camera-sized JPEG taken sideways and carrying the phone's GPS position finds its item and
 * shows upright at once, decoded and encoded in the photo worker with nothing drawn on the main thread;
 * two explorers take the quiz in turn, one earning the badge and one not; the badge picture downloads as
 * a 1080 × 1350 PNG; and when the server is back the photo arrives once, upright at 1200 × 1600, with no
 * EXIF, and the profile's hunt history shows both explorers.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { cameraJpeg, containsBytes, exifLatitude, jpegSegments } from "../src/testing/photos/camera";
import type { HuntInput } from "../../shared/schemas/hunt";
import { ADMIN } from "../../scripts/lib/server-process";
import { registerFamily } from "./admin-world";
import { pageFunction } from "./engines/find-in-page";
import { photoWorkSeen, watchPhotoWork } from "./engines/photo-work";
import { apiCall, openWorld, outboxCount, signalReturns, waitForServiceWorker, type E2eWorld } from "./support";

let world: E2eWorld;

const QUESTIONS = [
  { question: "Old Faithful is a geyser.", options: ["True", "False"], correct_answer: "True", wrong: "False" },
  { question: "What warms the Firehole River?", options: ["Hot springs", "The sun only"], correct_answer: "Hot springs", wrong: "The sun only" },
  { question: "Bison are the largest land mammals in North America.", options: ["True", "False"], correct_answer: "True", wrong: "False" },
  { question: "Which color do the hottest pools look?", options: ["Deep blue", "Orange"], correct_answer: "Deep blue", wrong: "Orange" },
];
/** Two finds and four questions: max 40, badge at 28. Every explorer scores the finds (20); only right answers reach the badge. */
const HUNT: HuntInput = {
  title: "Steam and Stone Family Hunt",
  location: "Upper Geyser Basin, Yellowstone National Park, Wyoming",
  published: true,
  items: [
    { name: "A steam vent", photo_prompt: "Take a picture of your family by the steam" },
    { name: "A bison track", location_description: "Anywhere along the boardwalk" },
  ],
  quiz_questions: QUESTIONS.map(({ wrong: _wrong, ...q }) => q),
};

const api = <T>(path: string, init?: { method?: string; body?: unknown; token?: string }) => apiCall<T>(world.server.url, path, init);

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const frame = jpegSegments(bytes).find((s) => s.marker >= 0xc0 && s.marker <= 0xc2);
  assert.ok(frame, "the stored photo is a JPEG with a frame header");
  const p = frame.payload;
  return { height: (p[1]! << 8) | p[2]!, width: (p[3]! << 8) | p[4]! };
}

before(async () => {
  world = await openWorld();
});
after(async () => {
  await world?.close();
});

test("a signed-in family's photo, two explorers' turns and a badge picture with no signal, and the photo arrives once without EXIF", async () => {
  const { page, server } = world;
  const admin = (await api<{ access_token: string }>("/users/login", { method: "POST", body: ADMIN })).access_token;
  const hunt = await api<{ id: number; title: string }>("/hunts", { method: "POST", body: HUNT, token: admin });

  await registerFamily(page, server.url, "Rivera Family");
  await waitForServiceWorker(page);
  await page.goto(`${server.url}/scavengerhunts`);
  await page.getByRole("button", { name: `Download for offline: ${hunt.title}` }).click();
  await page.locator("article", { hasText: hunt.title }).getByText("Ready offline").waitFor();

  await server.stop();
  await page.goto(`${server.url}/hunt/${hunt.id}`);
  await page.getByRole("heading", { name: hunt.title }).waitFor();
  // A 12-megapixel camera photo taken with the phone held sideways, the family's position in its EXIF block.
  const photo = Buffer.from(cameraJpeg(4000, 3000, 6));
  assert.ok(exifLatitude(photo), "the test photo carries a GPS position");
  const vent = page.locator("li", { has: page.getByRole("heading", { name: "A steam vent" }) });
  await page.evaluate(pageFunction(watchPhotoWork), undefined);
  await vent.getByLabel("Take photo").setInputFiles({ name: "IMG_0412.jpg", mimeType: "image/jpeg", buffer: photo });
  const shown = vent.getByRole("img", { name: "Your photo: A steam vent" });
  await shown.waitFor();
  const work = await page.evaluate(pageFunction(photoWorkSeen), undefined);
  // Decoded, scaled and encoded in the photo worker (its file from the service worker: there is no server),
  // with nothing of the picture drawn on the main thread.
  assert.deepEqual(work.filter((call) => call.startsWith("main thread")), []);
  assert.match(work.join(), /^worker \/assets\/photo-worker-[\w-]+\.js$/);
  const shownSize = await shown.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
  // Upright, as the phone was held.
  assert.deepEqual(shownSize, { width: 1200, height: 1600 });
  await page.getByRole("button", { name: "Found it! A bison track" }).click();

  await page.getByRole("button", { name: "Add explorers" }).click();
  await page.getByLabel("Explorer name").fill("Maya");
  await page.getByLabel("Explorer name").press("Enter");
  await page.getByLabel("Explorer name").fill("Leo");
  await page.getByRole("button", { name: "Add", exact: true }).click();

  const answerAll = async (pick: (q: (typeof QUESTIONS)[number]) => string) => {
    for (const q of QUESTIONS) await page.getByRole("group", { name: q.question }).getByLabel(pick(q), { exact: true }).check();
    await page.getByRole("button", { name: "Submit Quiz" }).click();
  };
  await page.getByRole("heading", { name: "Maya's turn" }).waitFor();
  await answerAll((q) => q.correct_answer);
  await page.getByRole("heading", { name: "Pass the phone to Leo" }).waitFor();
  assert.equal(await page.getByRole("radio", { checked: true }).count(), 0, "Maya's answers are hidden");
  await page.getByRole("button", { name: "Start Leo's turn" }).click();
  await page.getByRole("heading", { name: "Leo's turn" }).waitFor();
  assert.equal(await page.getByRole("radio", { checked: true }).count(), 0, "Leo starts with no answers");
  await answerAll((q) => q.wrong);

  const maya = page.locator("li", { has: page.getByRole("heading", { name: "Maya", exact: true }) });
  const leo = page.locator("li", { has: page.getByRole("heading", { name: "Leo", exact: true }) });
  await maya.getByText("40", { exact: true }).waitFor();
  await leo.getByText("20", { exact: true }).waitFor();
  assert.equal(await leo.getByRole("button", { name: "Save badge picture" }).count(), 0);
  const download = page.waitForEvent("download");
  await maya.getByRole("button", { name: "Save badge picture" }).click();
  const png = readFileSync(await (await download).path());
  assert.deepEqual([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(""), "PNG");
  assert.deepEqual({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, { width: 1080, height: 1350 });
  assert.ok((await outboxCount(page)) >= 2, "the photo and the completion wait on the phone");

  await signalReturns(page, server);

  assert.equal(world.query<{ n: number }>("SELECT count(*) AS n FROM family_photos").n, 1);
  const photosDir = join(server.dataDir, "photos");
  const stored = readdirSync(photosDir).filter((name) => !name.startsWith("."));
  assert.equal(stored.length, 1);
  const bytes = readFileSync(join(photosDir, stored[0]!));
  assert.deepEqual(jpegSize(bytes), { width: 1200, height: 1600 });
  assert.equal(exifLatitude(bytes), null);
  assert.equal(containsBytes(bytes, new TextEncoder().encode("Exif")), false);
  const completion = world.query<{ n: number; explorers: string }>(
    "SELECT count(*) AS n, explorers FROM hunt_completions WHERE hunt_key = ?",
    String(hunt.id),
  );
  assert.equal(completion.n, 1);
  const explorers = JSON.parse(completion.explorers) as { name: string; score: number; badge_earned: boolean }[];
  assert.deepEqual(
    explorers.map(({ name, score, badge_earned }) => ({ name, score, badge_earned })),
    [
      { name: "Maya", score: 40, badge_earned: true },
      { name: "Leo", score: 20, badge_earned: false },
    ],
  );

  await page.goto(`${server.url}/profile`);
  const history = page.getByRole("region", { name: "Hunt history" });
  await history.getByText(hunt.title).waitFor();
  await history.getByText("Maya", { exact: false }).first().waitFor();
  await history.getByText("Leo", { exact: false }).first().waitFor();
});
