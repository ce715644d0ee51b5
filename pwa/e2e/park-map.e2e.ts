/**
 * A park's own map from the admin's upload to a family's phone with no signal, in Debian's Chromium: the
 * admin uploads a map under a hunt, fits it with three control points clicked on the picture and typed,
 * and places an item by clicking the map in its row; a family downloads the hunt, the server stops, and
 * a cold start draws the map with each item's dot within 3 px of where the georeference puts it on the
 * picture as the browser rendered it. The map's picture comes from the device; "Ready for no signal"
 * counts it.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { distanceMeters } from "../../shared/rules/geo";
import type { Hunt } from "../../shared/schemas/hunt";
import { SEED_HUNTS } from "../../api/src/services/seed/sample-content";
import { signInAsAdmin } from "./admin-world";
import { assertDotsPlaced, expectedDots, parkMapDotsInPage } from "./park-map-dots";
import { openPublicWorld, type PublicWorld } from "./public-world";
import { e2ePort, waitForServiceWorker } from "./support";

/** The sample Old Faithful map, uploaded as an admin's own picture (1,400 x 1,627 px). */
const MAP_FILE = join(import.meta.dirname, "../public/images/maps/yellowstone-old-faithful.webp");
const MAP_SIZE = { width: 1400, height: 1627 };
const CREDIT = "National Park Service";
/** Three spots far apart on the picture, and where they are on the ground (the sample map's own points). */
const POINTS = [
  { x: 1111, y: 1284, lat: 44.46049, lng: -110.82815 },
  { x: 603, y: 1020, lat: 44.46372, lng: -110.83687 },
  { x: 210, y: 150, lat: 44.47436, lng: -110.8436 },
];
/** The item the admin places by a click: Grand Geyser, at this pixel of the picture. */
const GRAND_GEYSER = { name: "Grand Geyser", x: 453, y: 927, lat: 44.46486, lng: -110.83944 };
/**
 * A click lands on a whole pixel of the screen, the picture shown at about half its size: a point lands
 * within a few pixels of the picture, a couple of metres on the ground.
 */
const CLICK_TOLERANCE_PX = 3;
const CLICK_TOLERANCE_M = 8;

const sample = SEED_HUNTS[0]!;
const TITLE = "Upper Geyser Basin Walk";

let world: PublicWorld;
let huntId: number;

before(async () => {
  world = await openPublicWorld(e2ePort(60));
  const items = sample.items.map((item) => (item.name === GRAND_GEYSER.name ? { ...item, lat: null, lng: null } : item));
  assert.ok(items.some((item) => item.name === GRAND_GEYSER.name && item.lat === null));
  const created = await world.api<{ id: number }>("/hunts", { method: "POST", token: await world.adminToken(), body: { ...sample, title: TITLE, items } });
  huntId = created.id;
});
after(async () => {
  await world?.close();
});

/** Clicks the picture at one of its own pixels, wherever and however large it is shown. */
async function clickPicture(page: Page, alt: string, at: { x: number; y: number }): Promise<void> {
  const picture = page.getByRole("img", { name: alt, exact: true });
  const box = await picture.boundingBox();
  assert.ok(box, `the picture "${alt}" is not shown`);
  await picture.click({ position: { x: (at.x / MAP_SIZE.width) * box.width, y: (at.y / MAP_SIZE.height) * box.height } });
}

test("an admin uploads a park map, fits it with three points and places an item by clicking it", async () => {
  // The clipboard is granted so the first point's place can be pasted the way a maps app copies one.
  const admin = await (await world.visitor({ permissions: ["clipboard-read", "clipboard-write"] })).newPage();
  await signInAsAdmin(admin, world.server.url, `/admin/hunts/edit/${huntId}`);
  const section = admin.getByRole("region", { name: "Park map" });
  await section.getByLabel("Map credit").fill(CREDIT);
  await section.getByLabel("Upload a map").setInputFiles(MAP_FILE);
  const alt = `Park map (${CREDIT})`;
  await section.getByRole("img", { name: alt, exact: true }).waitFor();

  for (const [index, point] of POINTS.entries()) {
    await section.getByRole("button", { name: "Add a control point" }).click();
    await section.getByText(`Click the spot on the map for point ${index + 1}`).waitFor();
    await clickPicture(admin, alt, point);
    const row = section.getByRole("group", { name: `Point ${index + 1}` });
    if (index === 0) {
      await admin.evaluate((text) => navigator.clipboard.writeText(text), `${point.lat}, ${point.lng}`);
      await row.getByLabel("Latitude").focus();
      await admin.keyboard.press("Control+V");
      assert.equal(await row.getByLabel("Longitude").inputValue(), String(point.lng));
    } else {
      await row.getByLabel("Latitude").fill(String(point.lat));
      await row.getByLabel("Longitude").fill(String(point.lng));
    }
  }
  // Three points always fit exactly: the editor says so before anything is sent.
  await section.getByText("Fit error: 0 m").waitFor();
  await section.getByRole("button", { name: "Save points" }).click();
  await section.getByText("Points saved.").waitFor();

  const item = admin.getByRole("group", { name: `Item ${sample.items.findIndex((i) => i.name === GRAND_GEYSER.name) + 1}`, exact: true });
  assert.equal(await item.getByLabel("Item name").inputValue(), GRAND_GEYSER.name);
  await item.getByRole("button", { name: "Place on the map" }).click();
  await clickPicture(admin, `Park map: click where ${GRAND_GEYSER.name} is`, GRAND_GEYSER);
  await item.getByText("Placed from the map.").waitFor();
  await admin.getByRole("button", { name: "Update Hunt" }).click();
  await admin.waitForURL((url) => url.pathname === "/admin/hunts");

  const hunt = await world.api<Hunt>(`/hunts/${huntId}`);
  assert.equal(hunt.map?.credit, CREDIT);
  assert.equal(hunt.map?.points.length, 3);
  for (const [index, point] of POINTS.entries()) {
    const saved: { x: number; y: number; lat: number; lng: number } = hunt.map!.points[index]!;
    assert.ok(Math.hypot(saved.x - point.x, saved.y - point.y) <= CLICK_TOLERANCE_PX, `point ${index + 1} was clicked at ${saved.x}, ${saved.y}`);
    assert.deepEqual([saved.lat, saved.lng], [point.lat, point.lng]);
  }
  const placed = hunt.items.find((i) => i.name === GRAND_GEYSER.name)!;
  assert.ok(placed.lat != null && placed.lng != null, "Grand Geyser has a place");
  const off = distanceMeters({ lat: placed.lat, lng: placed.lng }, GRAND_GEYSER);
  assert.ok(off <= CLICK_TOLERANCE_M, `Grand Geyser placed ${off.toFixed(1)} m from its spot`);
});

test("a family downloads the hunt, loses signal, and a cold start shows the park map with every dot on its place", async () => {
  const hunt = await world.api<Hunt>(`/hunts/${huntId}`);
  assert.ok(hunt.map, "the admin's test placed a map");
  const dots = expectedDots(hunt.map, hunt.items);
  const grandGeyser = hunt.items.findIndex((item) => item.name === GRAND_GEYSER.name) + 1;
  assert.ok(dots.some((dot) => dot.n === grandGeyser), "the item placed by a click is on the map");

  const family = await world.visitor();
  const first = await family.newPage();
  await first.goto(`${world.server.url}/hunt/${huntId}`);
  await waitForServiceWorker(first);
  await first.getByRole("button", { name: `Download for offline: ${TITLE}` }).click();
  await first.getByText("Ready offline", { exact: false }).waitFor({ timeout: 60_000 });
  await first.close();

  await world.server.stop();
  try {
    const page = await family.newPage();
    await page.goto(`${world.server.url}/hunt/${huntId}`);
    await page.getByRole("heading", { name: TITLE }).waitFor();
    await page.getByRole("img", { name: `Map of ${TITLE}` }).waitFor();
    await page.getByText(`Map: ${CREDIT}`).waitFor();
    assertDotsPlaced("Chromium", await page.evaluate(parkMapDotsInPage, dots), hunt.map, dots);

    // Zoomed in and moved with the keyboard, the picture grows and slides, and the dots go with it.
    const pictureBox = () => page.locator("image.park-map-picture").boundingBox();
    const before = (await pictureBox())!;
    await page.getByRole("button", { name: "Zoom in" }).click();
    const zoomed = (await pictureBox())!;
    assert.ok(Math.abs(zoomed.width / before.width - 2) < 0.01, `Zoom in doubles the picture (${before.width} → ${zoomed.width})`);
    await page.getByRole("img", { name: `Map of ${TITLE}` }).focus();
    await page.keyboard.press("ArrowRight");
    const panned = (await pictureBox())!;
    assert.ok(panned.x < zoomed.x - 1, `the right arrow shows more to the east (${zoomed.x} → ${panned.x})`);
    assertDotsPlaced("Chromium", await page.evaluate(parkMapDotsInPage, dots), hunt.map, dots);

    await page.goto(`${world.server.url}/ready`);
    await page.getByText("Saved on this device with all its pictures and its map", { exact: false }).first().waitFor();
  } finally {
    await world.server.start();
  }
});
