/**
 * The leader's camera, in Debian's Chromium with its fake camera playing a video of a team's results
 * code: with the server stopped, "Scan a team's results" opens the camera, reads the code (zxing-wasm
 * from the phone's own cache, Chromium on Linux having no BarcodeDetector for QR codes) and puts the
 * team's score on the board; with signal back the result arrives once and the server's own score of its
 * finds is kept.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import Database from "better-sqlite3";
import type { Browser } from "playwright-core";
import { signTeamResult } from "../../shared/rules/team-result";
import type { TeamJoined } from "../../shared/schemas/group";
import type { Hunt } from "../../shared/schemas/hunt";
import { launchBrowser } from "../../scripts/lib/browser";
import { writeQrVideo } from "./camera-video";
import { openPublicWorld, waitForStoredSession, type PublicWorld } from "./public-world";
import { startGroup, teamRow } from "./group-world";
import { e2ePort, outboxKinds } from "./support";

const LEADER = { name: "Camera Leader", email: `camera-leader-${Date.now()}@example.com`, password: "trail-mix-42" };
const TEAM = "Lens Owls";

let world: PublicWorld;
let files: string;
let browser: Browser | undefined;

before(async () => {
  world = await openPublicWorld(e2ePort(70));
  files = mkdtempSync(join(tmpdir(), "group-camera-"));
});
after(async () => {
  await browser?.close();
  await world?.close();
  rmSync(files, { recursive: true, force: true });
});

test("the leader's camera reads a team's results code with no signal, and the result arrives once", async () => {
  await world.api("/users/register", { method: "POST", body: LEADER });
  // Chromium opens the camera's file when a page first asks for the camera, so it is written below,
  // once the team's result exists.
  const video = join(files, "team-results.y4m");
  browser = await launchBrowser(["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${video}`]);
  const context = await browser.newContext({ permissions: ["camera"], viewport: { width: 1280, height: 900 } });
  const leader = await context.newPage();
  await leader.goto(`${world.server.url}/login`);
  await leader.getByLabel("Email").fill(LEADER.email);
  await leader.getByLabel("Password").fill(LEADER.password);
  await leader.getByRole("button", { name: "Sign In" }).click();
  await waitForStoredSession(leader);
  const code = await startGroup(leader, world.server.url);

  // A team joins, finds three items, and its phone shows its result signed with the group's key.
  const team = await world.api<TeamJoined>(`/groups/${code}/teams`, { method: "POST", body: { name: TEAM } });
  const hunt = await world.api<Hunt>("/hunts/1");
  const found = hunt.items.slice(0, 3);
  const score = found.reduce((sum, item) => sum + item.points, 0);
  const result = { code, teamId: team.team_id, teamName: TEAM, lang: "en" as const, found: found.map((item) => item.id), answers: {}, score, badgeEarned: false, quizDone: false, reportedAt: Math.floor(Date.now() / 1000) };
  writeQrVideo(video, await signTeamResult(result, team.key));

  const row = teamRow(leader, TEAM);
  await row.waitFor({ timeout: 30_000 });
  // With signal the page keeps the QR reader on the phone; give it the moment it takes.
  await leader.waitForFunction(async () => (await (await caches.open("scanner")).keys()).length > 0);

  await world.server.stop();
  try {
    await leader.getByRole("button", { name: "Scan a team's results" }).click();
    await leader.getByText(`${TEAM}: results added.`).waitFor({ timeout: 30_000 });
    assert.equal((await row.locator(".team-score").textContent())?.trim(), String(score));
    // Queued once (beside whatever page views the phone counted offline).
    assert.equal((await outboxKinds(leader)).filter((kind) => kind === "group.progress").length, 1);
  } finally {
    await world.server.start();
  }
  const deadline = Date.now() + 30_000;
  while ((await outboxKinds(leader)).includes("group.progress")) {
    if (Date.now() > deadline) throw new Error("the scanned result was never sent");
    await leader.evaluate(() => window.dispatchEvent(new Event("online")));
    await new Promise((r) => setTimeout(r, 250));
  }
  const db = new Database(join(world.server.dataDir, "park-hunts.db"), { readonly: true });
  try {
    const stored = db.prepare("SELECT t.name, t.score, t.found FROM group_teams t JOIN groups g ON g.id = t.group_id WHERE g.code = ?").all(code);
    assert.deepEqual(stored, [{ name: TEAM, score, found: found.length }]);
  } finally {
    db.close();
  }
});
