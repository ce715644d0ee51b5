/**
 * The app in Spanish in Chromium. A family on /es/ downloads the free hunt, loses signal (the server is
 * stopped), plays it to its badge in Spanish, every item and question as its Spanish version writes
 * them, and when signal returns the completion reaches the server once, played in Spanish and scored
 * against the Spanish answers. The language switch moves between a page and its twin, the choice is
 * remembered (the installed app, which starts at /, opens in Spanish), and pre-rendered twins name
 * their language and each other.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { SEED_HUNTS, SEED_HUNTS_ES } from "../../api/src/services/seed/sample-content";
import { cameraJpeg } from "../src/testing/photos/camera";
import { POOR_FIX_WAIT_MS } from "../../pwa/src/features/hunts/location/use-family-location";
import { ChromiumPage } from "./engines/chromium-page";
import { EngineDriver } from "./engines/engine-driver";
import { openWorld, outboxKinds, serviceWorkerInPage, type E2eWorld } from "./support";

const hunt = SEED_HUNTS[0]!; // the free Old Faithful hunt, id 1 in the seeded database
const spanish = SEED_HUNTS_ES[hunt.title]!;
/** Each question's correct answer in Spanish: the option in the English correct answer's place. */
const spanishAnswers = hunt.quiz_questions.map((q, i) => spanish.quiz_questions[i]!.options[q.options.indexOf(q.correct_answer)]!);

let world: E2eWorld;
let driver: EngineDriver;

before(async () => {
  world = await openWorld();
  driver = new EngineDriver(new ChromiumPage(world.page));
});
after(async () => {
  await world?.close();
});

const htmlLang = () => document.documentElement.lang;
/** A flush after the first has nothing left to send: this long shows it sends nothing twice. */
const SECOND_FLUSH_MS = 1500;

async function completionsWaiting(): Promise<number> {
  return (await outboxKinds(world.page)).filter((kind) => kind === "hunt.complete").length;
}
const controlled = () => navigator.serviceWorker.controller !== null;

test("a hunt downloaded on /es/ is played to its badge in Spanish with the server stopped, and arrives once with lang es", async () => {
  const { server, page } = world;
  const photoPath = join(world.dataDir, "IMG_0002.jpg");
  writeFileSync(photoPath, cameraJpeg(800, 600));

  await driver.goto(`${server.url}/es/scavengerhunts`);
  await driver.evaluate(serviceWorkerInPage, undefined);
  await driver.click({ role: "button", name: `Descargar para usar sin conexión: ${spanish.title}` });
  await driver.waitFor({ role: "text", name: "Lista sin conexión", partial: true, in: { role: "card", name: spanish.title } }, 60_000);

  await server.stop();
  await driver.goto(`${server.url}/es/hunt/1`);
  await driver.waitFor({ role: "heading", name: spanish.title });
  assert.ok(await driver.evaluate(controlled, undefined), "with the server stopped, the hunt must come from the service worker");
  assert.equal(await driver.evaluate(htmlLang, undefined), "es");
  assert.equal(await page.getByText("Esta búsqueda solo está en inglés.").count(), 0);

  // No location on this phone: each item is found by its photo, the word on its sign, or a tap.
  await driver.click({ role: "button", name: "Usar mi ubicación" });
  await driver.waitFor({ role: "text", name: "regístrate con la palabra de cada letrero", partial: true }, POOR_FIX_WAIT_MS + 10_000);
  for (const [i, item] of hunt.items.entries()) {
    const name = spanish.items[i]!.name;
    const card = { role: "card", name } as const;
    await driver.waitFor({ role: "text", name: spanish.items[i]!.location_description, partial: true, in: card });
    if (item.photo_prompt) {
      await driver.setFile({ role: "field", name: "Tomar foto", in: card }, photoPath);
      await driver.waitFor({ role: "img", name: `Tu foto: ${name}` });
    } else if (item.check_word) {
      // Sign words are typed as printed on the sign, in whatever language it is written.
      await driver.fill({ role: "field", name: "Palabra del letrero", in: card }, item.check_word);
      await driver.click({ role: "button", name: `Revisar la palabra de ${name}` });
    } else {
      await driver.click({ role: "button", name: `¡Lo encontré! ${name}` });
    }
  }
  for (const [i, q] of spanish.quiz_questions.entries()) {
    await driver.click({ role: "field", name: spanishAnswers[i]!, in: { role: "group", name: q.question, partial: true } });
  }
  await driver.click({ role: "button", name: "Enviar respuestas" });
  await driver.waitFor({ role: "heading", name: "¡Felicidades! ¡Ganaron una insignia!" });
  assert.equal(await completionsWaiting(), 1);

  // Signal returns. (The photos stay on the phone: signed out, they have no account to go to.)
  await server.start();
  const deadline = Date.now() + 30_000;
  while ((await completionsWaiting()) > 0) {
    assert.ok(Date.now() < deadline, "the completion never left the phone");
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await new Promise((r) => setTimeout(r, 250));
  }
  await page.reload();
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await new Promise((r) => setTimeout(r, SECOND_FLUSH_MS));
  const completion = world.query<{ n: number; lang: string; score: number; badge_earned: number }>(
    "SELECT count(*) AS n, lang, score, badge_earned FROM hunt_completions WHERE hunt_key = '1'",
  );
  assert.deepEqual(completion, { n: 1, lang: "es", score: hunt.items.length * 10 + hunt.quiz_questions.length * 5, badge_earned: 1 });
});

test("the language switch moves between a page and its twin, and the app remembers the choice", async () => {
  const { server, page } = world;
  await page.goto(`${server.url}/es/scavengerhunts`);
  await page.getByRole("heading", { name: spanish.title }).waitFor();

  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await page.waitForURL(`${server.url}/scavengerhunts`);
  await page.getByRole("heading", { name: hunt.title }).waitFor();
  assert.equal(await page.evaluate(htmlLang), "en");
  const español = page.getByRole("contentinfo").getByRole("link", { name: "Español" });
  assert.equal(await español.getAttribute("lang"), "es");

  await español.click();
  await page.waitForURL(`${server.url}/es/scavengerhunts`);
  await page.getByRole("heading", { name: spanish.title }).waitFor();
  assert.equal(await page.evaluate(htmlLang), "es");

  // The installed app starts at /: it opens in the language the family chose.
  await page.goto(`${server.url}/`);
  await page.waitForURL(`${server.url}/es/`);
  await page.waitForFunction(() => document.documentElement.lang === "es");
});

test("pre-rendered twins are drawn in their language and name each other", async () => {
  const html = await (await fetch(`${world.server.url}/es/shop`, { headers: { accept: "text/html" } })).text();
  assert.match(html, /<html[^>]* lang="es"/);
  assert.match(html, new RegExp(`<link data-head rel="alternate" hreflang="en" href="[^"]*/shop"`));
  assert.match(html, new RegExp(`<link data-head rel="alternate" hreflang="es" href="[^"]*/es/shop"`));
});
