/**
 * Tests that the sample content (books, posts, episodes, hunts and coupons) meets its counts
 * and constraints, and that a sample file that does not pass its schema is refused with its name.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it, expect } from "vitest";
import { tempFolder } from "../../testing/test-db";
import { readSampleContent, SAMPLE_DIR, SEED_BOOKS, SEED_POSTS, SEED_EPISODES, SEED_HUNTS, SEED_COUPONS } from "./sample-content";
import { huntInputSchema } from "../../../../shared/schemas/hunt";

const BOOK_CATEGORIES = ["Printed Book", "Digital Download", "Physical + Digital", "Physical + Digital Bundle"];
const TAG_VOCABULARY = [
  "Yellowstone",
  "Grand Canyon",
  "Yosemite",
  "Utah",
  "Family Tips",
  "Wildlife",
  "Junior Rangers",
  "Hiking",
  "Packing",
  "Geology",
  "Night Sky",
  "Safety",
];
const PLACEHOLDER = /lorem|ipsum|placeholder|\bTODO\b|\bTBD\b|xxx/i;

const isHtml = (content: string) => content.trimStart().startsWith("<");
const wordCount = (content: string) =>
  content
    .replace(/<[^>]+>/g, " ")
    .replace(/^(## |- )/gm, "")
    .replace(/\*\*/g, "")
    .split(/\s+/)
    .filter(Boolean).length;

describe("books", () => {
  it("has exactly 15 books with the required first six parks in order", () => {
    expect(SEED_BOOKS).toHaveLength(15);
    const firstSix = ["Yellowstone", "Yellowstone", "Grand Canyon", "Yosemite", "Zion", "Great Smoky Mountains"];
    firstSix.forEach((park, i) => expect(SEED_BOOKS[i]?.title).toContain(park));
    expect(SEED_BOOKS[0]?.title).not.toBe(SEED_BOOKS[1]?.title);
  });

  it("keeps prices, pages, categories and images within range", () => {
    for (const book of SEED_BOOKS) {
      expect(book.price).toBeGreaterThanOrEqual(17.99);
      expect(book.price).toBeLessThanOrEqual(199.99);
      expect(BOOK_CATEGORIES).toContain(book.category);
      expect(book.image).toMatch(/^\/images\/books\/[a-z0-9]+(-[a-z0-9]+)*\.webp$/);
      expect(book.features.length).toBeGreaterThanOrEqual(4);
      expect(book.features.length).toBeLessThanOrEqual(7);
      expect(book.description.length).toBeGreaterThan(100);
      expect(`${book.title} ${book.description} ${book.features.join(" ")}`).not.toMatch(PLACEHOLDER);
    }
    for (const book of SEED_BOOKS.slice(0, 14)) {
      expect(book.pages).toBeGreaterThanOrEqual(32);
      expect(book.pages).toBeLessThanOrEqual(96);
    }
    expect(new Set(SEED_BOOKS.map((b) => b.image)).size).toBe(15);
    expect(new Set(SEED_BOOKS.map((b) => b.title)).size).toBe(15);
  });

  it("ends with the complete-collection bundle at 199.99, saving about 40 percent", () => {
    const bundle = SEED_BOOKS[14]!;
    expect(bundle.title).toBe("The Complete National Parks Scavenger Hunt Collection");
    expect(bundle.price).toBe(199.99);
    expect(bundle.category).toBe("Physical + Digital Bundle");
    expect(bundle.description).toMatch(/40 percent/);
    const separately = SEED_BOOKS.slice(0, 14).reduce((sum, b) => sum + b.price, 0);
    expect(1 - bundle.price / separately).toBeGreaterThanOrEqual(0.4);
    expect(bundle.pages).toBeGreaterThan(SEED_BOOKS.slice(0, 14).reduce((sum, b) => sum + b.pages, 0) - 1);
  });

  it("has 3-4 bestsellers, at least 3 Coming Soon titles and several digital downloads", () => {
    const bestsellers = SEED_BOOKS.filter((b) => b.bestseller).length;
    expect(bestsellers).toBeGreaterThanOrEqual(3);
    expect(bestsellers).toBeLessThanOrEqual(4);
    expect(SEED_BOOKS.filter((b) => !b.available).length).toBeGreaterThanOrEqual(3);
    expect(SEED_BOOKS.filter((b) => b.category === "Digital Download" && b.available).length).toBeGreaterThanOrEqual(3);
    for (const category of BOOK_CATEGORIES) {
      expect(SEED_BOOKS.some((b) => b.category === category)).toBe(true);
    }
  });
});

describe("posts", () => {
  it("has at least 8 posts in the required park order", () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(8);
    const parks = ["Yellowstone", "Yellowstone", "Grand Canyon", "Yosemite", "Zion", "Great Smoky Mountains"];
    parks.forEach((park, i) => expect(SEED_POSTS[i]?.title).toContain(park));
  });

  it("mixes HTML and plain-text bodies", () => {
    const html = SEED_POSTS.filter((p) => isHtml(p.content));
    const plain = SEED_POSTS.filter((p) => !isHtml(p.content));
    expect(html.length).toBeGreaterThan(0);
    expect(plain.length).toBeGreaterThan(0);
    for (const post of html) expect(post.content).toMatch(/<h2>[\s\S]*<p>[\s\S]*<\/p>/);
    for (const post of plain) {
      expect(post.content).toMatch(/^## /m);
      expect(post.content).not.toMatch(/<[a-z][^>]*>/i);
      // Bold markers only ever wrap a whole line.
      for (const line of post.content.split("\n")) {
        if (line.includes("**")) expect(line).toMatch(/^\*\*[^*]+\*\*$/);
      }
    }
  });

  it("has real bodies of 350-900 words and valid metadata", () => {
    for (const post of SEED_POSTS) {
      const words = wordCount(post.content);
      expect(words, post.title).toBeGreaterThanOrEqual(350);
      expect(words, post.title).toBeLessThanOrEqual(900);
      expect(post.content).not.toMatch(PLACEHOLDER);
      expect(post.date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.date))).toBe(false);
      expect(post.image).toMatch(/^\/images\/blog\/[a-z0-9]+(-[a-z0-9]+)*\.webp$/);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.tags.length).toBeLessThanOrEqual(4);
      for (const tag of post.tags) expect(TAG_VOCABULARY).toContain(tag);
    }
  });

  it("has 3 featured posts, one draft and mostly Ranger Rosie as author", () => {
    expect(SEED_POSTS.filter((p) => p.featured)).toHaveLength(3);
    expect(SEED_POSTS.filter((p) => !p.published)).toHaveLength(1);
    expect(SEED_POSTS.filter((p) => p.author === "Ranger Rosie").length).toBeGreaterThan(SEED_POSTS.length / 2);
  });
});

describe("episodes", () => {
  it("has 3 season-1 episodes, 2 published and 1 draft", () => {
    expect(SEED_EPISODES).toHaveLength(3);
    expect(SEED_EPISODES.map((e) => e.episode_number)).toEqual([1, 2, 3]);
    for (const e of SEED_EPISODES) {
      expect(e.season).toBe(1);
      expect(e.duration).toMatch(/^\d+ min$/);
    }
    expect(SEED_EPISODES.filter((e) => e.published)).toHaveLength(2);
  });
});

describe("hunts", () => {
  const published = SEED_HUNTS.filter((h) => h.published);

  it("places the landmarks of several hunts where they are, with sensible radii and several sign words", () => {
    const items = SEED_HUNTS.flatMap((h) => h.items);
    const located = items.filter((i) => i.lat !== null);
    expect(located.length).toBeGreaterThanOrEqual(20);
    for (const item of located) {
      expect(item.lng, item.name).not.toBeNull();
      // Every park in the samples is in the lower 48: north of 24°N, west of 66°W.
      expect(item.lat!).toBeGreaterThan(24);
      expect(item.lat!).toBeLessThan(50);
      expect(item.lng!).toBeLessThan(-66);
      expect(item.radius_m).toBeGreaterThanOrEqual(10);
      expect(item.radius_m!).toBeLessThanOrEqual(500);
    }
    expect(items.filter((i) => i.check_word).length).toBeGreaterThanOrEqual(10);
    const first = SEED_HUNTS.find((h) => h.price === 0 && h.published)!;
    // The free hunt a family tries first shows all three ways to find: GPS, the sign's word and a tap.
    expect(first.items.some((i) => i.lat !== null && i.check_word)).toBe(true);
    expect(first.items.some((i) => i.lat !== null && !i.check_word)).toBe(true);
    expect(first.items.some((i) => i.lat === null)).toBe(true);
    for (const hunt of SEED_HUNTS) expect(huntInputSchema.safeParse(hunt).success, hunt.title).toBe(true);
  });

  it("asks for a few photos, one on the first free hunt's item that has no place and no sign word", () => {
    const prompted = SEED_HUNTS.flatMap((h) => h.items).filter((i) => i.photo_prompt);
    expect(prompted.length).toBeGreaterThanOrEqual(2);
    expect(prompted.length).toBeLessThanOrEqual(3);
    for (const item of prompted) expect(item.photo_prompt.length, item.name).toBeLessThanOrEqual(200);
    const first = SEED_HUNTS.find((h) => h.price === 0 && h.published)!;
    expect(first.title).toBe("Old Faithful Geyser Explorer");
    expect(first.items.some((i) => i.photo_prompt && i.lat === null && !i.check_word)).toBe(true);
  });

  it("has at least 5 published hunts including a free one, a free teaser and paid ones", () => {
    expect(SEED_HUNTS.length).toBeGreaterThanOrEqual(6);
    expect(published.length).toBeGreaterThanOrEqual(5);
    expect(published.some((h) => h.price === 0 && !h.teaser)).toBe(true);
    expect(published.some((h) => h.price === 0 && h.teaser)).toBe(true);
    const paidPrices = published.filter((h) => h.price > 0).map((h) => h.price);
    for (const price of [1.99, 2.99, 3.99, 4.99]) expect(paidPrices).toContain(price);
    for (const price of paidPrices) {
      expect(price).toBeGreaterThanOrEqual(1.99);
      expect(price).toBeLessThanOrEqual(4.99);
    }
    expect(SEED_HUNTS.some((h) => !h.published)).toBe(true);
  });

  it("gives each hunt 8-12 items worth 10 points and 4-6 valid quiz questions worth 5", () => {
    for (const hunt of SEED_HUNTS) {
      expect(hunt.items.length, hunt.title).toBeGreaterThanOrEqual(8);
      expect(hunt.items.length, hunt.title).toBeLessThanOrEqual(12);
      for (const item of hunt.items) {
        expect(item.points).toBe(10);
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.location_description.length).toBeGreaterThan(10);
        expect(item.educational_fact.length).toBeGreaterThan(20);
      }
      expect(hunt.quiz_questions.length, hunt.title).toBeGreaterThanOrEqual(4);
      expect(hunt.quiz_questions.length, hunt.title).toBeLessThanOrEqual(6);
      for (const q of hunt.quiz_questions) {
        expect(q.points).toBe(5);
        expect(q.options, q.question).toContain(q.correct_answer);
        expect([2, 4]).toContain(q.options.length);
        if (q.options.length === 2) expect(q.options).toEqual(["True", "False"]);
        expect(new Set(q.options).size).toBe(q.options.length);
      }
      expect(hunt.thumbnail_image).toMatch(/^\/images\/hunts\/[a-z0-9]+(-[a-z0-9]+)*\.webp$/);
      expect(hunt.estimated_time).toMatch(/^\d+-\d+ hours$/);
      expect(hunt.age_range).toMatch(/^(Ages \d+-\d+|All Ages)$/);
      expect(JSON.stringify(hunt)).not.toMatch(PLACEHOLDER);
    }
  });
});

describe("coupons", () => {
  it("has 4-6 coupons including SAVE1000 and both cheap and pricier rewards", () => {
    expect(SEED_COUPONS.length).toBeGreaterThanOrEqual(4);
    expect(SEED_COUPONS.length).toBeLessThanOrEqual(6);
    const save = SEED_COUPONS.find((c) => c.code === "SAVE1000");
    expect(save).toMatchObject({ discount_type: "percentage", discount_amount: 20, points_cost: 1000 });
    expect(SEED_COUPONS.some((c) => c.points_cost <= 100)).toBe(true);
    expect(SEED_COUPONS.some((c) => c.points_cost > 100)).toBe(true);
    expect(SEED_COUPONS.some((c) => c.remaining_uses === 0)).toBe(true);
    expect(new Set(SEED_COUPONS.map((c) => c.code)).size).toBe(SEED_COUPONS.length);
    for (const c of SEED_COUPONS) {
      if (c.expires_at !== null) {
        expect(c.expires_at).toMatch(/^2027-/);
        expect(Number.isNaN(Date.parse(c.expires_at))).toBe(false);
      }
      if (c.discount_type === "percentage") expect(c.discount_amount).toBeLessThanOrEqual(100);
    }
  });
});

describe("reading content/sample", () => {
  /** The sample folder copied, with one file written (from its text, or from nothing when it is new). */
  function sampleWith(file: string, edit: (text: string) => string): string {
    const dir = tempFolder("sample-");
    cpSync(SAMPLE_DIR, dir, { recursive: true });
    const path = join(dir, file);
    writeFileSync(path, edit(existsSync(path) ? readFileSync(path, "utf8") : ""));
    return dir;
  }
  const json = (edit: (value: any) => void) => (text: string) => {
    const value = JSON.parse(text);
    edit(value);
    return JSON.stringify(value);
  };
  const POST = "posts/01-yellowstone-geyser-basins.md";
  const HUNT = "hunts/01-yellowstone-old-faithful.json";
  const SPANISH = "hunts/01-yellowstone-old-faithful.es.json";
  const MAP = "hunts/01-yellowstone-old-faithful.map.json";

  it("reads the samples in file-name order, each Spanish version by its hunt's English title", () => {
    const sample = readSampleContent();
    expect(sample).toMatchObject({ books: SEED_BOOKS, posts: SEED_POSTS, episodes: SEED_EPISODES, hunts: SEED_HUNTS, coupons: SEED_COUPONS });
    expect(Object.keys(sample.huntsEs)).toEqual(["Old Faithful Geyser Explorer", "Grand Canyon South Rim Sneak Peek"]);
    const posts = sample.files.filter((file) => file.includes("/posts/"));
    expect(posts).toEqual([...posts].sort());
    expect(posts).toHaveLength(SEED_POSTS.length);
  });

  it.each([
    ["a price with three decimals", "books.json", json((books) => (books[2].price = 24.999)), "[2].price: must have at most two decimals"],
    ["a misspelt field", "books.json", json((books) => (books[0].titel = "x")), "[0].titel: not a known field"],
    ["a file that is not JSON", "episodes.json", (text: string) => text.replace("}", ""), "not JSON: "],
    ["an unknown discount type", "coupons.json", json((coupons) => (coupons[1].discount_type = "half")), "[1].discount_type: "],
    ["a post without its fields", POST, (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, ""), 'the file must start with its fields between two "---" lines'],
    ["a post field that is not JSON", POST, (text: string) => text.replace('author: "Ranger Rosie"', "author: Ranger Rosie"), "line 4: the value of author is not JSON"],
    ["a post without its date", POST, (text: string) => text.replace(/^date: .*\n/m, ""), "date: "],
    ["a post with no body", POST, (text: string) => text.slice(0, text.indexOf("\n---\n") + 5), "content: Content is required"],
    ["an item with a latitude and no longitude", HUNT, json((hunt) => delete hunt.items[1].lng), "items[1].lng: lat and lng go together"],
    ["a Spanish version missing an item", SPANISH, json((es) => es.items.pop()), "items: 9 where the English hunt has 10"],
    ["a Spanish question missing an option", SPANISH, json((es) => es.quiz_questions[0].options.pop()), "quiz_questions[0].options: 3 where the English hunt has 4"],
    ["a stray file among the hunts", "hunts/notes.txt", () => "ideas", "not a hunt (<name>.json), nor the Spanish version"],
    ["a Spanish version of no hunt", "hunts/09-nowhere.es.json", () => "{}", "not a hunt (<name>.json), nor the Spanish version"],
    ["a park map of no hunt", "hunts/09-nowhere.map.json", () => "{}", "not a hunt (<name>.json), nor the Spanish version (<name>.es.json) or park map (<name>.map.json) of one"],
    ["a park map of a picture elsewhere", MAP, json((map) => (map.image_url = "https://example.com/map.webp")), "image_url: must be a picture of /images/maps/"],
    ["a park map whose points are in a line", MAP, json((map) => map.points.forEach((p: any, i: number) => Object.assign(p, { x: 100 * i, y: 100 * i }))), "points: The points are nearly in a line on the picture"],
  ])("refuses %s, naming the file and the problem", (_, file, edit, problem) => {
    const dir = sampleWith(file, edit);
    expect(() => readSampleContent(dir)).toThrow(`${join(dir, file)}: ${problem}`);
  });
});

describe("the sample pictures", () => {
  it("names only pictures the app ships", () => {
    const pictures = [...SEED_BOOKS.map((b) => b.image), ...SEED_POSTS.map((p) => p.image), ...SEED_HUNTS.map((h) => h.thumbnail_image)];
    const missing = pictures.filter((path) => !existsSync(fileURLToPath(new URL(`../../../../pwa/public${path}`, import.meta.url))));
    expect(missing).toEqual([]);
  });
});
