/**
 * Group play with no signal, in Debian's Chromium, three phones side by side: a leader (signed in) makes
 * a group for the free hunt; two teams join by its code with no account; the server stops; both teams
 * play to the end; the leader scans one team's results from a photo of its screen, and that team's row
 * shows its score with no signal. The server comes back: both teams' results arrive once each, and the
 * leader's board shows both with the server's own scores.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { readBarcodes } from "zxing-wasm/reader";
import { SEED_HUNTS } from "../../api/src/services/seed/sample-content";
import { qrPicture, readerInNode } from "../src/testing/hunts/qr-picture";
import { cameraJpeg } from "../src/testing/photos/camera";
import { registerFamily } from "./admin-world";
import { expectAccessible } from "./axe";
import { startGroup, teamRow } from "./group-world";
import { ChromiumPage } from "./engines/chromium-page";
import { EngineDriver } from "./engines/engine-driver";
import { playHunt } from "./engines/offline-hunt-play";
import { openPublicWorld, waitForStoredSession, type PublicWorld } from "./public-world";
import { e2ePort, outboxKinds, waitForServiceWorker } from "./support";

const hunt = SEED_HUNTS[0]!; // the free Old Faithful hunt, id 1
const FULL_SCORE = [...hunt.items, ...hunt.quiz_questions].reduce((sum, { points }) => sum + points, 0);
const TEAMS = ["Geyser Gazers", "Boardwalk Owls"] as const;

let world: PublicWorld;
let files: string;

before(async () => {
  world = await openPublicWorld(e2ePort(65));
  files = mkdtempSync(join(tmpdir(), "group-play-"));
});
after(async () => {
  await world?.close();
  rmSync(files, { recursive: true, force: true });
});

/** The text of the one QR code in a picture, read as the leader's phone reads it (zxing-wasm). */
async function readQrInNode(path: string): Promise<string> {
  await readerInNode();
  const [code] = await readBarcodes(new Blob([readFileSync(path)]), { formats: ["QRCode"] });
  assert.ok(code?.text.startsWith("PH1|"), "the team's screen shows its signed result");
  return code!.text;
}

/** A picture of `text`'s QR code as the team's phone draws it. */
async function writeQrPng(path: string, text: string): Promise<void> {
  const picture = qrPicture(text);
  await sharp(Buffer.from(picture.data), { raw: { width: picture.width, height: picture.height, channels: 4 } }).png().toFile(path);
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The score a team's row shows. */
const scoreOf = (leader: Page, name: string) => teamRow(leader, name).locator(".team-score");

async function joinAsTeam(context: BrowserContext, code: string, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${world.server.url}/join/${code.toLowerCase()}`);
  await waitForServiceWorker(page);
  assert.equal(await page.getByLabel("Group code").inputValue(), code);
  await page.getByLabel("Team name").fill(name);
  await page.getByRole("button", { name: "Join the group" }).click();
  await page.getByRole("heading", { name: hunt.title }).waitFor({ timeout: 60_000 });
  await page.getByText(`Playing as team ${name} in group ${code}`).waitFor();
  return page;
}

test("a leader gathers two teams' results with no signal, and each arrives once when signal returns", async () => {
  const leaderContext = await world.visitor();
  const leader = await leaderContext.newPage();
  await registerFamily(leader, world.server.url, "Rivera Family");
  await waitForStoredSession(leader);
  const code = await startGroup(leader, world.server.url);
  await leader.getByRole("heading", { name: hunt.title }).waitFor();
  await leader.getByRole("img", { name: `QR code to join the group ${code}` }).waitFor();

  const teams = await Promise.all(TEAMS.map(async (name) => joinAsTeam(await world.visitor(), code, name)));
  // With signal, the board shows the teams as they join, by itself.
  for (const name of TEAMS) await teamRow(leader, name).waitFor({ timeout: 30_000 });

  await world.server.stop();
  const photo = join(files, "IMG_0001.jpg");
  writeFileSync(photo, cameraJpeg(800, 600));
  for (const page of teams) await playHunt(new EngineDriver(new ChromiumPage(page)), photo);

  // The first team shows its results; the leader photographs the code and scans the photo, offline.
  await teams[0]!.getByRole("button", { name: "Show results to your leader" }).click();
  const qr = teams[0]!.getByRole("img", { name: `QR code of team ${TEAMS[0]}'s results` });
  const shot = join(files, "team-results.png");
  await qr.screenshot({ path: shot });
  await leader.getByLabel("Scan from a photo").setInputFiles(shot);
  await until("the scanned team's score on the board", async () => (await scoreOf(leader, TEAMS[0]).textContent())?.trim() === String(FULL_SCORE), 15_000);
  assert.notEqual((await scoreOf(leader, TEAMS[1]).textContent())?.trim(), String(FULL_SCORE), "the team not scanned has not reported yet");
  // The same code with its score changed by hand is refused, offline too.
  const forged = join(files, "forged-results.png");
  await writeQrPng(forged, (await readQrInNode(shot)).replace(`|${FULL_SCORE}|`, `|${FULL_SCORE + 50}|`));
  await leader.getByLabel("Scan from a photo").setInputFiles(forged);
  await leader.getByText("This code is not from your group").waitFor();

  await world.server.start();
  // Each phone sends its results (a team's photos wait for an account to go to: teams have none).
  for (const page of [leader, ...teams]) {
    await until("the results to be sent", async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      return !(await outboxKinds(page)).some((kind) => kind === "group.progress" || kind === "hunt.complete");
    });
  }
  const groupTeams = () => {
    const db = new Database(join(world.server.dataDir, "park-hunts.db"), { readonly: true });
    try {
      return db.prepare("SELECT t.name, t.score, t.badge_earned FROM group_teams t JOIN groups g ON g.id = t.group_id WHERE g.code = ? ORDER BY t.name").all(code);
    } finally {
      db.close();
    }
  };
  // Both arrived, the first team's both ways, and each counts once with the server's own score.
  assert.deepEqual(groupTeams(), [...TEAMS].sort().map((name) => ({ name, score: FULL_SCORE, badge_earned: 1 })));
  for (const name of TEAMS) await until(`${name}'s score on the board`, async () => (await scoreOf(leader, name).textContent())?.trim() === String(FULL_SCORE), 30_000);
});

test("the join page, a team's hunt page with its results code, and the leader's page have no serious accessibility violations", async () => {
  // Contexts that let axe's own script in past the page's Content-Security-Policy; the test above runs under it.
  const leader = await (await world.visitor({ bypassCSP: true })).newPage();
  await registerFamily(leader, world.server.url, "Axe Leader");
  await waitForStoredSession(leader);
  const code = await startGroup(leader, world.server.url);

  const team = await (await world.visitor({ bypassCSP: true })).newPage();
  await team.goto(`${world.server.url}/join/${code}`);
  await team.getByLabel("Team name").waitFor();
  await expectAccessible(team, "/join/{code}");
  await team.getByLabel("Team name").fill("Axe Owls");
  await team.getByRole("button", { name: "Join the group" }).click();
  await team.getByText(`Playing as team Axe Owls in group ${code}`).waitFor({ timeout: 60_000 });
  await team.getByRole("button", { name: "Show results to your leader" }).click();
  await team.getByRole("img", { name: "QR code of team Axe Owls's results" }).waitFor();
  await expectAccessible(team, "a team's hunt page showing its results code");

  await teamRow(leader, "Axe Owls").waitFor({ timeout: 30_000 });
  await expectAccessible(leader, "/group/{code}");
});
