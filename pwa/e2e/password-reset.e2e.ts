/**
 * "Forgot password?" in a real Chromium against the real server with no SMTP service configured: the
 * reset link is read from the .eml file the server writes in its data folder, as a person trying the
 * app would open it; the link sets a new password and the family lands signed in on its profile, and
 * the old password no longer works.
 */
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { linkIn, readMail } from "../../scripts/lib/read-mail";
import { openWorld, type E2eWorld } from "./support";

let world: E2eWorld;

before(async () => {
  world = await openWorld();
});
after(async () => {
  await world?.close();
});

/** The message of `kind` the server wrote for `email`, once it is there. */
async function mailedTo(email: string, kind: string) {
  const folder = join(world.server.dataDir, "mail");
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(folder).filter((name) => name.endsWith(`-${kind}.eml`));
      } catch {
        return [];
      }
    })();
    const mail = files.map((name) => readMail(readFileSync(join(folder, name)))).find((m) => m.to === email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} message for ${email} in ${folder}`);
}

test("'Forgot password?' → the e-mail's link → a new password → signed in", async () => {
  const { page, server } = world;
  const email = "rivera-family@example.com";
  const registered = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Rivera Family", email, password: "old-trail-mix" }),
  });
  assert.equal(registered.status, 201);

  await page.goto(`${server.url}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByRole("heading", { name: "Reset your password" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await page.getByText("If an account uses that address, we sent a link to reset its password.").waitFor();

  const mail = await mailedTo(email, "password-reset");
  assert.equal(mail.subject, "Reset your password");
  const link = linkIn(mail, `http://localhost:${server.port}/reset-password?token=`);
  assert.ok(link, "the message's text carries the reset link");
  assert.ok(mail.html.includes(`href="${link}"`), "the HTML part links to it too");

  await page.goto(link);
  await page.getByLabel("New password").fill("new-trail-mix");
  await page.getByLabel("Confirm Password").fill("new-trail-mix");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL((url) => url.pathname === "/profile");
  await page.getByRole("heading", { name: "My Profile" }).waitFor();
  await page.getByText("Hello, Rivera Family!", { exact: false }).waitFor();
  assert.equal(new URL(page.url()).search, "", "the token is gone from the address");

  const login = (password: string) =>
    fetch(`${server.url}/api/users/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  assert.equal((await login("old-trail-mix")).status, 401);
  assert.equal((await login("new-trail-mix")).status, 200);
  // Following the link again is refused: it worked once.
  await page.goto(link);
  await page.getByLabel("New password").fill("third-trail-mix");
  await page.getByLabel("Confirm Password").fill("third-trail-mix");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText("This link has expired or has already been used. Please ask for a new one.").waitFor();
});
