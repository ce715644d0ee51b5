/**
 * The public site in a real browser against the real server: a visitor buys two guidebooks with SAVE10
 * through the sandbox payment provider and the order reaches the admin's Orders; a new family gets its
 * welcome points and spends them in the points store; the blog's search and topic chips; the parks
 * directory's region filter, park dialog and map; a pre-rendered page's styles written into it and its
 * takeover; and the main pages do not jump while they load.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Page } from "playwright-core";
import { PARKS } from "../../pwa/src/features/parks/park-directory";
import { cartTotals, promoDiscountCents } from "../../shared/rules/cart";
import { formatMoney, toCents, toDollars } from "../../shared/rules/money";
import type { Book } from "../../shared/schemas/book";
import type { Order } from "../../shared/schemas/payments";
import type { Post } from "../../shared/schemas/blog";
import type { Hunt } from "../../shared/schemas/hunt";
import { ADMIN } from "../../scripts/lib/server-process";
import { escapeRegExp, openPublicWorld, type PublicWorld } from "./public-world";
import { e2ePort } from "./support";
import { englishTexts } from "./english-texts";

let world: PublicWorld;

before(async () => {
  world = await openPublicWorld(e2ePort(10));
});
after(async () => {
  await world?.close();
});

async function newPage(): Promise<Page> {
  return (await world.visitor()).newPage();
}

test("a visitor buys two books with SAVE10 through the sandbox provider, and the admin sees the order", async () => {
  const { items: books } = await world.api<{ items: Book[] }>("/shop/books");
  // One physical and one digital book, so the total carries shipping, tax and the discount.
  const physical = books.find((b) => b.available && b.category.includes("Physical"));
  const digital = books.find((b) => b.available && !b.category.includes("Physical"));
  assert.ok(physical && digital, "the sample shop has a physical and a digital book for sale");
  const lines = [physical, digital].map((b) => ({ unitPriceCents: toCents(b.price), quantity: 1, category: b.category }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents, 0);
  const expected = cartTotals(lines, promoDiscountCents(subtotal, "SAVE10"));
  const total = formatMoney(toDollars(expected.totalCents));

  const page = await newPage();
  await page.goto(`${world.server.url}/shop`);
  for (const book of [physical, digital]) {
    await page.locator("article", { has: page.getByRole("heading", { name: book.title }) }).getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText(`${book.title} has been added to your cart.`).waitFor();
  }
  const cartLink = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
  assert.equal((await cartLink.innerText()).replace(/\s+/g, " ").trim(), "Cart 2 items");

  await cartLink.click();
  await page.getByRole("heading", { name: "Your Cart", level: 1 }).waitFor();
  await page.getByLabel("Promo code").fill("save10");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByText("Promo code SAVE10 applied").waitFor();
  const summary = page.getByRole("region", { name: "Order Summary" });
  assert.equal(await summary.locator(".summary-discount dd").innerText(), `−${formatMoney(toDollars(expected.discountCents))}`);
  assert.equal(await summary.locator(".summary-total dd").innerText(), total);

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\//);
  await page.getByText(total, { exact: true }).waitFor();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await page.waitForURL(/\/checkout\/return\?/);
  await page.getByRole("heading", { name: englishTexts("cart").orderSuccessful! }).waitFor();
  assert.match(await page.locator(".receipt-total").innerText(), new RegExp(escapeRegExp(total)));
  const orderId = new URL(page.url()).searchParams.get("order_id");
  assert.ok(orderId);
  assert.equal((await cartLink.innerText()).trim(), "Cart");
  await cartLink.click();
  await page.getByText("Your cart is empty.", { exact: false }).waitFor();

  const { items: orders } = await world.api<{ items: Order[] }>("/payments/transactions", { token: await world.adminToken() });
  const order = orders.find((o) => o.id === orderId);
  assert.ok(order, "the order is in the admin's list");
  assert.equal(order.status, "completed");
  assert.equal(order.amount, toDollars(expected.totalCents));
  assert.deepEqual(order.items.map((i) => i.title).sort(), [physical.title, digital.title].sort());

  // The admin's Orders screen shows it with the server's amount.
  const admin = await newPage();
  await admin.goto(`${world.server.url}/admin/login`);
  await admin.getByLabel("Email").fill(ADMIN.email);
  await admin.getByLabel("Password").fill(ADMIN.password);
  await admin.getByRole("button", { name: "Sign In" }).click();
  await admin.waitForURL(/\/admin\/dashboard/);
  await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Orders", exact: true }).click();
  const card = admin.locator("article", { has: admin.getByRole("heading", { name: `#${orderId.slice(0, 8)}` }) });
  assert.equal(await card.locator(".order-amount").innerText(), total);
  assert.equal(await card.getByText("completed", { exact: true }).count(), 1);
});

test("a family buys a paid hunt through the sandbox provider, and it unlocks only once the payment is captured", async () => {
  const { hunts } = await world.api<{ hunts: Hunt[] }>("/hunts");
  const hunt = hunts.find((h) => h.price > 0);
  assert.ok(hunt, "the sample hunts include a paid one");
  const price = formatMoney(hunt.price);

  const page = await newPage();
  await page.goto(`${world.server.url}/hunt/${hunt.id}`);
  await page.getByRole("button", { name: "Buy This Hunt" }).click();
  const buyer = [["Full name", "Ada Ranger"], ["Email", "ada@example.com"], ["Phone", "555-0100"], ["Address", "1 Trail Rd"]] as const;
  for (const [label, value] of buyer) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: `Buy for ${price}` }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\//);
  await page.getByText(price, { exact: true }).waitFor();

  // Not paid yet: the order is pending and counts as no purchase.
  const token = await world.adminToken();
  const pending = (await world.api<{ items: Order[] }>("/payments/transactions", { token })).items.find((o) => o.hunt_id === hunt.id);
  assert.equal(pending?.status, "pending");

  await page.getByRole("button", { name: "Approve payment" }).click();
  await page.waitForURL(/\/checkout\/return\?/);
  await page.getByRole("heading", { name: "Purchase Successful!" }).waitFor();
  await page.getByRole("link", { name: "Start the hunt" }).click();
  await page.getByRole("button", { name: /^Found it!/ }).first().waitFor();

  const paid = (await world.api<{ items: Order[] }>("/payments/transactions", { token })).items.find((o) => o.id === pending?.id);
  assert.equal(paid?.status, "completed");
  assert.equal(paid?.amount, hunt.price);
});

test("a new family sees its 100 welcome points and redeems a coupon in the points store", async () => {
  const page = await newPage();
  await page.goto(`${world.server.url}/register`);
  await page.getByLabel("Name").fill("Rivera Family");
  await page.getByLabel("Email").fill(`rivera-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("trail-mix-42");
  await page.getByLabel("Confirm Password").fill("trail-mix-42");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(/\/profile$/);
  await page.getByText(englishTexts("messages").registeredWithBonus!).waitFor();
  const headerPoints = page.getByRole("banner").getByRole("link", { name: /points$/ });
  assert.equal(await headerPoints.innerText(), "100 points");

  await headerPoints.click();
  await page.getByRole("heading", { name: "Points Store", level: 1 }).waitFor();
  const coupon = (code: string) => page.locator("article", { has: page.getByRole("heading", { name: code, exact: true }) });
  // PARKS5 costs exactly the welcome bonus; FAMILY10 costs 250.
  assert.equal(await coupon("FAMILY10").getByRole("button").innerText(), "Need 150 more points");
  await coupon("PARKS5").getByRole("button", { name: "Redeem Now" }).click();
  await page.getByText(englishTexts("messages").couponRedeemed!).waitFor();
  await page.getByText("PARKS5 is yours for 100 points.", { exact: false }).waitFor();
  await page.locator(".points-balance", { hasText: /^0 points$/ }).waitFor();
  assert.equal(await headerPoints.innerText(), "0 points");
  assert.equal(await coupon("PARKS5").getByRole("button").innerText(), "Redeemed");
  assert.equal(await coupon("FAMILY10").getByRole("button").innerText(), "Need 250 more points");
});

test("the blog's search and a topic chip narrow the list the way the server does", async () => {
  const page = await newPage();
  const published = (query: string) => world.api<{ items: Post[]; total: number }>(`/blog/posts?published=true&limit=20${query}`);
  const all = await published("");
  await page.goto(`${world.server.url}/blog`);
  const count = page.getByRole("region", { name: /All Adventure Guides|Adventures tagged/ }).locator(".blog-list-heading p");
  await page.getByRole("heading", { name: "Featured Adventures" }).waitFor();
  assert.equal(await count.innerText(), `${all.total} articles`);

  const word = all.items[0]!.title.split(" ").find((w) => w.length > 5)!;
  const found = await published(`&search=${encodeURIComponent(word)}`);
  await page.getByRole("searchbox", { name: "Search adventures" }).fill(word);
  await page.getByRole("heading", { name: "Featured Adventures" }).waitFor({ state: "detached" });
  await count.filter({ hasText: `${found.total} ${found.total === 1 ? "article" : "articles"}` }).waitFor();
  const titles = await page.locator(".blog-page article h3").allInnerTexts();
  assert.deepEqual(titles.sort(), found.items.map((p) => p.title).sort());

  await page.getByRole("searchbox", { name: "Search adventures" }).fill("");
  const { items: tags } = await world.api<{ items: { tag: string }[] }>("/blog/tags");
  const tag = tags[1]!.tag; // not the commonest, so the list visibly narrows
  const tagged = await published(`&tag=${encodeURIComponent(tag)}`);
  await page.getByRole("list", { name: "Topics" }).getByRole("button", { name: tag, exact: true }).click();
  await page.getByRole("heading", { name: `Adventures tagged "${tag}"` }).waitFor();
  assert.equal(await page.getByRole("button", { name: tag, exact: true }).getAttribute("aria-pressed"), "true");
  assert.equal(await count.innerText(), `${tagged.total} ${tagged.total === 1 ? "article" : "articles"}`);
  assert.ok(tagged.total < all.total, "a topic narrows the list");
  assert.match(page.url(), new RegExp(`tag=${escapeRegExp(encodeURIComponent(tag))}`));
});

test("the parks directory filters by region, and a card and a map dot open the park's dialog", async () => {
  const page = await newPage();
  await page.goto(`${world.server.url}/map`);
  await page.getByText(`Showing ${PARKS.length} parks`).waitFor();

  const alaska = PARKS.filter((p) => p.region === "Alaska");
  await page.getByRole("group", { name: "Filter parks by region" }).getByRole("button", { name: "Alaska" }).click();
  await page.getByText(`Showing ${alaska.length} parks`).waitFor();
  assert.match(page.url(), /region=Alaska/);
  const cards = page.getByRole("region", { name: "Alaska Parks" }).getByRole("listitem");
  assert.deepEqual((await cards.locator("button").allTextContents()).sort(), alaska.map((p) => p.name).sort());

  const first = alaska[0]!;
  await page.getByRole("button", { name: first.name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: first.name });
  await dialog.getByRole("heading", { name: "Highlights" }).waitFor();
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });

  const last = alaska[alaska.length - 1]!;
  const map = page.getByRole("group", { name: "Map of the parks shown" });
  assert.equal(await map.getByRole("button").count(), alaska.length, "the map shows only the region's parks");
  await map.getByRole("button", { name: `${last.name}, ${last.state}` }).click();
  await page.getByRole("dialog", { name: last.name }).getByRole("heading", { name: "Highlights" }).waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
});

test("a first visit's pre-rendered page brings its styles inside it, the app takes it over, and the next screen's styles still arrive", async () => {
  const page = await newPage();
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto(`${world.server.url}/shop`);
  await page.waitForFunction(() => !document.getElementById("root")!.hasAttribute("inert"));
  assert.equal(await page.locator(".shop-hero").evaluate((hero) => getComputedStyle(hero).backgroundColor), "rgb(47, 93, 58)");
  assert.deepEqual(stylesheets, [], "the shell's and the shop's styles come inside the page, and the app does not fetch them again");

  const shell = englishTexts("shell");
  await page.getByRole("navigation", { name: shell.mainNav! }).getByRole("link", { name: shell.navBlog!, exact: true }).click();
  await page.locator(".blog-hero").waitFor();
  assert.equal(await page.locator(".blog-hero").evaluate((hero) => getComputedStyle(hero).backgroundColor), "rgb(47, 93, 58)");
  assert.ok(stylesheets.some((path) => /^\/assets\/blog-[^/]+\.css$/.test(path)), `the blog's styles were fetched: ${stylesheets.join(", ")}`);
});

/** Layout shift worth noticing; Lighthouse calls a page good up to 0.1 over its whole life. */
const SHIFT_BUDGET = 0.02;

test("the main pages do not jump under a first-time visitor's thumb while they load", async () => {
  const shifts: string[] = [];
  for (const path of ["/", "/shop", "/blog", "/map"]) {
    const context = await world.visitor({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: { value: number; nodes: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
          if (!entry.hadRecentInput) seen.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?") });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${world.server.url}${path}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    const seen = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts);
    const total = seen.reduce((sum, s) => sum + s.value, 0);
    if (total > SHIFT_BUDGET) shifts.push(`${path}: ${total.toFixed(3)} from ${seen.flatMap((s) => s.nodes).join(", ")}`);
    await context.close();
  }
  assert.deepEqual(shifts, []);
});
