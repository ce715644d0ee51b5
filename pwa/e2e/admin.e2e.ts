/**
 * The admin area in a real browser against the real server: a family is kept out of it; the admin signs
 * in, comes back to the page they opened and stays signed in through an immediate reload; writes a post
 * with an uploaded photo and publishes it to the blog; builds a hunt and plays it to its badge; finds a
 * sandbox Buy Now purchase in Orders with its amount; and renames the site, which the home page shows.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, test } from "node:test";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { cartTotals } from "../../shared/rules/cart";
import { formatMoney, toCents, toDollars } from "../../shared/rules/money";
import type { Book } from "../../shared/schemas/book";
import { registerFamily, signInAsAdmin, solidPng } from "./admin-world";
import { escapeRegExp, openPublicWorld, type PublicWorld } from "./public-world";
import { e2ePort } from "./support";
import { ADMIN_MESSAGES } from "../src/features/admin/shared/admin-messages";
import { englishTexts } from "./english-texts";

let world: PublicWorld;
let admin: Page;

before(async () => {
  world = await openPublicWorld(e2ePort(30));
  admin = await (await world.visitor()).newPage();
});
after(async () => {
  await world?.close();
});

function serverRow<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(join(world.server.dataDir, "park-hunts.db"), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

async function openSection(label: string, heading: string): Promise<void> {
  await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: label, exact: true }).click();
  await admin.getByRole("heading", { name: heading, level: 1 }).waitFor();
}

test("a signed-in family who opens the admin dashboard is sent to the admin login", async () => {
  const page = await (await world.visitor()).newPage();
  await registerFamily(page, world.server.url, "Okafor Family");
  // Signed in for real (a fresh page load still knows them), not merely a visitor.
  await page.goto(`${world.server.url}/profile`);
  await page.getByText("Hello, Okafor Family!", { exact: false }).waitFor();
  await page.getByRole("banner").getByRole("link", { name: /points$/ }).waitFor();
  await page.goto(`${world.server.url}/admin/dashboard`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByRole("heading", { name: "Admin Login", level: 1 }).waitFor();
  assert.equal(await page.getByRole("heading", { name: "Dashboard" }).count(), 0);
});

test("the admin signs in, is returned to the page they opened, and a reload straight after keeps them signed in", async () => {
  await signInAsAdmin(admin, world.server.url, "/admin/blog/new");
  await admin.getByRole("heading", { name: "New Post", level: 1 }).waitFor();
  await admin.reload();
  await admin.getByRole("heading", { name: "New Post", level: 1 }).waitFor();
  assert.equal(new URL(admin.url()).pathname, "/admin/blog/new");
});

test("a post written with an uploaded photo and then published is on the blog, photo included", async () => {
  const title = "Sunrise Over Glacier Point";
  await admin.goto(`${world.server.url}/admin/blog/new`);
  await admin.getByLabel("Title").fill(title);
  await admin.getByLabel("Excerpt").fill("Why the early start is worth it.");
  await admin.getByLabel("Content").fill("## Before dawn\nPack a headlamp and a warm layer.\n- Coffee\n- Camera");
  await admin.getByLabel("Tags").fill("Yosemite, Sunrise");
  await admin.getByLabel("Featured image", { exact: true }).setInputFiles({ name: "glacier-point.png", mimeType: "image/png", buffer: solidPng(64, 40, [222, 140, 60]) });
  const preview = admin.getByRole("img", { name: "Featured image preview" });
  await preview.waitFor();
  assert.match((await preview.getAttribute("src")) ?? "", /^\/uploads\/[0-9a-f]+\.png$/);
  await admin.getByRole("button", { name: "Create Post" }).click();

  await admin.waitForURL(/\/admin\/blog$/);
  const row = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: title, level: 2 }) });
  await row.getByText("Draft", { exact: true }).waitFor();
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await admin.getByText(ADMIN_MESSAGES.postPublished).first().waitFor();
  await row.getByText("Published", { exact: true }).waitFor();

  await admin.goto(`${world.server.url}/blog`);
  const card = admin.locator("article", { has: admin.getByRole("heading", { name: title }) });
  await card.getByRole("img", { name: title }).waitFor();
  await card.getByRole("link", { name: new RegExp(`^Read More\\W+${escapeRegExp(title)}$`) }).click();
  await admin.getByRole("heading", { name: title, level: 1 }).waitFor();
  const photo = admin.getByRole("img", { name: title }).first();
  await photo.waitFor();
  await admin.waitForFunction((img) => (img as HTMLImageElement).complete, await photo.elementHandle());
  assert.equal(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth), 64, "the uploaded photo loads");
});

const HUNT = {
  title: "Riverbank Discovery Trail",
  items: ["Beaver lodge", "Heron nest", "Otter slide"],
  questions: [
    { question: "What do beavers build?", options: ["Lodges", "Nests", "Burrows"], answer: "Lodges" },
    { question: "Which bird stands in shallow water to fish?", options: ["Owl", "Heron"], answer: "Heron" },
  ],
};

async function addQuestion(index: number, q: (typeof HUNT.questions)[number]): Promise<void> {
  await admin.getByRole("button", { name: "Add question" }).click();
  const row = admin.getByRole("group", { name: `Question ${index + 1}`, exact: true });
  await row.getByRole("textbox", { name: "Question", exact: true }).fill(q.question);
  for (const [i, option] of q.options.entries()) {
    await row.getByRole("button", { name: "Add option" }).click();
    await row.getByLabel(`Option ${i + 1}`, { exact: true }).fill(option);
  }
  await row.getByLabel("Correct answer").selectOption(q.answer);
}

test("a published hunt with three items and two questions is played to its badge, and the completion reaches the server", async () => {
  await admin.goto(`${world.server.url}/admin/hunts`);
  await admin.getByRole("link", { name: "Create New Hunt" }).click();
  await admin.getByRole("heading", { name: "New Hunt", level: 1 }).waitFor();
  await admin.getByLabel("Title").fill(HUNT.title);
  await admin.getByLabel("Description").fill("Look for the animals that live where the river slows down.");
  await admin.getByLabel("Location").fill("Grand Teton National Park");
  await admin.getByLabel("Published", { exact: true }).check();
  for (const [i, name] of HUNT.items.entries()) {
    await admin.getByRole("button", { name: "Add item" }).click();
    const row = admin.getByRole("group", { name: `Item ${i + 1}`, exact: true });
    await row.getByLabel("Item name").fill(name);
    await row.getByLabel("Where to look").fill(`Along the east bank, spot ${i + 1}.`);
  }
  for (const [i, q] of HUNT.questions.entries()) await addQuestion(i, q);
  await admin.getByRole("button", { name: "Create Hunt" }).click();

  await admin.waitForURL(/\/admin\/hunts$/);
  const row = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: HUNT.title, level: 2 }) });
  await row.getByText("3 items · 2 questions").waitFor();
  await row.getByRole("link", { name: `View ${HUNT.title}` }).click();
  await admin.waitForURL(/\/hunt\/\d+$/);
  const huntId = Number(new URL(admin.url()).pathname.split("/").pop());

  await admin.getByRole("heading", { name: HUNT.title }).waitFor();
  for (const name of HUNT.items) await admin.getByRole("button", { name: `Found it! ${name}` }).click();
  for (const q of HUNT.questions) {
    await admin.getByRole("group", { name: new RegExp(escapeRegExp(q.question)) }).getByLabel(q.answer, { exact: true }).check();
  }
  await admin.getByRole("button", { name: "Submit Quiz" }).click();
  await admin.getByRole("heading", { name: "Congratulations! You earned a badge!" }).waitFor();
  await admin.getByRole("img", { name: `${HUNT.title} Explorer Badge` }).waitFor();
  // Three items at 10 points and two right answers at 5.
  assert.equal((await admin.locator(".hunt-score").innerText()).trim(), "Your score: 40 of 40 points");

  let completion: { score: number; badge_earned: number } | undefined;
  for (let tries = 0; !completion && tries < 50; tries++) {
    completion = serverRow("SELECT score, badge_earned FROM hunt_completions WHERE hunt_key = ?", String(huntId));
    if (!completion) await admin.waitForTimeout(200);
  }
  assert.deepEqual(completion, { score: 40, badge_earned: 1 });
});

test("a Buy Now purchase approved on the sandbox page is in Admin → Orders with its amount", async () => {
  const { items: books } = await world.api<{ items: Book[] }>("/shop/books");
  const book = books.find((b) => b.available && !b.category.includes("Physical"));
  assert.ok(book, "the sample shop has a digital book for sale");
  const expected = formatMoney(toDollars(cartTotals([{ unitPriceCents: toCents(book.price), quantity: 1, category: book.category }], 0).totalCents));

  const buyer = await (await world.visitor()).newPage();
  await buyer.goto(`${world.server.url}/shop`);
  await buyer.locator("article", { has: buyer.getByRole("heading", { name: book.title }) }).getByRole("button", { name: "Buy Now" }).click();
  const dialog = buyer.getByRole("dialog", { name: "Personalize your book" });
  await dialog.getByLabel("Child's name (optional)").fill("Mia");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await buyer.waitForURL(/\/api\/payments\/sandbox\//);
  await buyer.getByText(expected, { exact: true }).waitFor();
  await buyer.getByRole("button", { name: "Approve payment" }).click();
  await buyer.waitForURL(/\/checkout\/return\?/);
  await buyer.getByRole("heading", { name: englishTexts("cart").orderSuccessful! }).waitFor();
  const orderId = new URL(buyer.url()).searchParams.get("order_id");
  assert.ok(orderId);

  await admin.goto(`${world.server.url}/admin/dashboard`);
  await openSection("Orders", "Orders");
  const card = admin.locator("article", { has: admin.getByRole("heading", { name: `#${orderId.slice(0, 8)}` }) });
  assert.equal(await card.locator(".order-amount").innerText(), expected);
  await card.getByText("completed", { exact: true }).waitFor();
  await card.getByText(book.title).first().waitFor();
  await card.getByText("Mia").first().waitFor();
});

test("a new site name saved in Settings is what the home page shows", async () => {
  const name = "Cascade Trail Explorers";
  await admin.goto(`${world.server.url}/admin/dashboard`);
  await openSection("Settings", "Site Settings");
  await admin.getByLabel("Site name").fill(name);
  await admin.getByRole("button", { name: "Save Settings" }).click();
  await admin.getByText(ADMIN_MESSAGES.settingsSaved).first().waitFor();

  // The admin's own device, and a first-time visitor who only has the server's word for it.
  const visitor = await (await world.visitor()).newPage();
  for (const page of [admin, visitor]) {
    await page.goto(`${world.server.url}/`);
    await page.getByRole("banner").getByText(name, { exact: true }).waitFor();
    await page.locator("main .site-eyebrow", { hasText: name }).waitFor();
  }
});
