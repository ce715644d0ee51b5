/**
 * Bad input of every kind gets a clear 4xx with {detail}, stores nothing, leaks no internals, and leaves
 * the server answering. Each row names what a careless or hostile client might send.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { rowCounts } from "../testing/row-counts";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

type Who = "visitor" | "user" | "admin";
interface Case {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  as?: Who;
  status: number;
}

const deep = `{"name":${"[".repeat(5000)}${"]".repeat(5000)},"email":"a@b.c","password":"secret1"}`;
const png = (extra: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(extra).fill(0)]);
const upload = (name: string, bytes: Uint8Array | string, type = "image/png") => {
  const form = new FormData();
  form.append("file", new Blob([bytes as BlobPart], { type }), name);
  return form;
};
const buyer = { customer_name: "A", customer_email: "a@b.c", customer_phone: "1", customer_address: "x", payment_method: "paypal" };
const order = { origin_url: "http://localhost/shop" };
const book = { title: "Guide", price: 19.99, pages: 40, category: "Printed Book" };
const hunt = { title: "Hunt", difficulty: "easy" };
// Sample hunt 1 (Old Faithful) has items 1-10, item 1 with a place (100 m around it).
const photo = (bytes: Uint8Array | string, extra: Record<string, string> = {}) => {
  const form = upload("photo.jpg", bytes, "image/jpeg");
  for (const [name, value] of Object.entries({ item_id: "1", taken_at: "2026-07-04T10:00:00Z", ...extra })) form.append(name, value);
  return form;
};
const photoKey = { "idempotency-key": "01JBADINPUT000000001" };
const tooMany = ["A", "B", "C", "D", "E", "F", "G"].map((name) => ({ name, score: 0, badge_earned: false, spotted: 0 }));

const CASES: Case[] = [
  { name: "malformed JSON", method: "POST", path: "/api/users/register", raw: '{"name": "Maya"', status: 400 },
  { name: "empty body", method: "POST", path: "/api/users/register", raw: "", status: 400 },
  { name: "a JSON body sent as text/plain", method: "POST", path: "/api/users/login", raw: '{"email":"a@b.c","password":"x"}', headers: { "content-type": "text/plain" }, status: 415 },
  { name: "a number where a name belongs", method: "POST", path: "/api/users/register", body: { name: 123, email: "a@b.c", password: "secret1" }, status: 422 },
  { name: "5,000 levels of nesting", method: "POST", path: "/api/users/register", raw: deep, status: 422 },
  { name: "an object as the login email", method: "POST", path: "/api/users/login", body: { email: { $ne: "" }, password: "x" }, status: 422 },
  { name: "a JSON array as the body", method: "POST", path: "/api/users/login", body: [1, 2, 3], status: 422 },
  { name: "a 2 MB body", method: "POST", path: "/api/users/register", raw: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }), status: 413 },
  { name: "profile edit granting admin", method: "PUT", path: "/api/users/profile", body: { role: "admin" }, as: "user", status: 422 },
  { name: "a post without a title", method: "POST", path: "/api/blog/posts", body: { excerpt: "e", content: "c", author: "a" }, as: "admin", status: 422 },
  { name: "a javascript: image URL", method: "POST", path: "/api/blog/posts", body: { title: "t", excerpt: "e", content: "c", author: "a", image: "javascript:alert(1)" }, as: "admin", status: 422 },
  { name: "a negative price", method: "POST", path: "/api/shop/books", body: { ...book, price: -5 }, as: "admin", status: 422 },
  { name: "a price as text", method: "POST", path: "/api/shop/books", body: { ...book, price: "12.00" }, as: "admin", status: 422 },
  { name: "an infinite price", method: "POST", path: "/api/shop/books", raw: '{"title":"G","price":1e400,"pages":4,"category":"Printed Book"}', as: "admin", status: 422 },
  { name: "a price with three decimals", method: "POST", path: "/api/shop/books", body: { ...book, price: 12.345 }, as: "admin", status: 422 },
  { name: "an unknown difficulty", method: "POST", path: "/api/shop/books", body: { ...book, difficulty: "Impossible" }, as: "admin", status: 422 },
  { name: "zero pages", method: "POST", path: "/api/shop/books", body: { ...book, pages: 0 }, as: "admin", status: 422 },
  { name: "an unknown hunt difficulty", method: "POST", path: "/api/hunts", body: { ...hunt, difficulty: "extreme" }, as: "admin", status: 422 },
  { name: "a non-numeric hunt price", method: "POST", path: "/api/hunts", body: { ...hunt, price: "free" }, as: "admin", status: 422 },
  { name: "an answer missing from its options", method: "POST", path: "/api/hunts", body: { ...hunt, quiz_questions: [{ question: "Q", options: ["A", "B"], correct_answer: "C" }] }, as: "admin", status: 422 },
  { name: "editing an unknown hunt", method: "PUT", path: "/api/hunts/999999", body: { title: "x" }, as: "admin", status: 404 },
  { name: "a non-numeric hunt id", method: "GET", path: "/api/hunts/abc", status: 404 },
  { name: "a negative post id", method: "GET", path: "/api/blog/posts/-1", status: 404 },
  { name: "a huge page size", method: "GET", path: "/api/blog/posts?limit=100000", status: 422 },
  { name: "a non-numeric page size", method: "GET", path: "/api/shop/books?limit=abc", status: 422 },
  { name: "a negative score", method: "POST", path: "/api/hunts/1/complete", body: { score: -1, badge_earned: false }, status: 422 },
  { name: "a score as text", method: "POST", path: "/api/hunts/1/complete", body: { score: "high", badge_earned: false }, status: 422 },
  { name: "a badge flag as text", method: "POST", path: "/api/hunts/1/complete", body: { score: 10, badge_earned: "yes" }, status: 422 },
  { name: "an unknown payment method", method: "POST", path: "/api/hunts/3/purchase", body: { ...buyer, hunt_id: 3, amount: 1.99, payment_method: "cash" }, status: 422 },
  { name: "a negative purchase amount", method: "POST", path: "/api/hunts/3/purchase", body: { ...buyer, hunt_id: 3, amount: -1.99 }, status: 422 },
  { name: "an unknown book", method: "POST", path: "/api/payments/paypal/create-order", body: { ...order, book_id: 999999 }, status: 404 },
  { name: "a cart line of quantity 0", method: "POST", path: "/api/payments/paypal/create-order", body: { ...order, items: [{ book_id: 1, quantity: 0 }] }, status: 422 },
  { name: "a javascript: return URL", method: "POST", path: "/api/payments/paypal/create-order", body: { book_id: 1, origin_url: "javascript:alert(1)" }, status: 422 },
  { name: "a return URL on another site", method: "POST", path: "/api/payments/paypal/create-order", body: { book_id: 1, origin_url: "https://evil.example/phish" }, status: 422 },
  { name: "both one book and a cart", method: "POST", path: "/api/payments/paypal/create-order", body: { ...order, book_id: 1, items: [{ book_id: 1, quantity: 1 }] }, status: 422 },
  { name: "an unknown coupon", method: "POST", path: "/api/users/redeem-coupon/NOPE", as: "user", status: 404 },
  { name: "sync mutations that are not a list", method: "POST", path: "/api/sync", body: { mutations: "all of them" }, status: 422 },
  { name: "a page view without a page", method: "POST", path: "/api/analytics/track-view", body: { referrer: "" }, status: 422 },
  { name: "an unknown content type", method: "POST", path: "/api/analytics/track-content-view", body: { content_id: "1", content_type: "spaceship" }, status: 422 },
  { name: "a scroll depth of 500%", method: "POST", path: "/api/analytics/track-detailed-blog-analytics", body: { post_id: 1, time_spent: 1, scroll_depth: 500, words_read: 1, completed_reading: false, exit_point: "page_unload" }, status: 422 },
  { name: "a 200-character idempotency key", method: "POST", path: "/api/analytics/track-view", body: { page: "/" }, headers: { "idempotency-key": "k".repeat(200) }, status: 400 },
  { name: "a negative default book price", method: "PUT", path: "/api/admin/settings", body: { default_book_price: -1 }, as: "admin", status: 422 },
  { name: "an unknown setting", method: "PUT", path: "/api/admin/settings", body: { theme: "dark" }, as: "admin", status: 422 },
  { name: "text bytes named .png", method: "POST", path: "/api/upload/image", body: upload("photo.png", "<script>alert(1)</script>"), as: "admin", status: 415 },
  { name: "a traversal name on text bytes", method: "POST", path: "/api/upload/image", body: upload("../../../etc/passwd.png", "root:x:0:0"), as: "admin", status: 415 },
  { name: "an SVG image", method: "POST", path: "/api/upload/image", body: upload("logo.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "image/svg+xml"), as: "admin", status: 415 },
  { name: "10 MB + 1 byte", method: "POST", path: "/api/upload/image", body: upload("big.png", png(10 * 1024 * 1024 + 1 - 8)), as: "admin", status: 413 },
  { name: "an upload without a file", method: "POST", path: "/api/upload/image", body: new FormData(), as: "admin", status: 422 },
  { name: "a traversal path under /uploads", method: "GET", path: "/uploads/..%2F..%2Fetc%2Fpasswd", status: 404 },
  { name: "a photo prompt of 201 characters", method: "POST", path: "/api/hunts", body: { ...hunt, items: [{ name: "Geyser", photo_prompt: "p".repeat(201) }] }, as: "admin", status: 422 },
  { name: "a \"Say it like\" text of 101 characters", method: "POST", path: "/api/hunts", body: { ...hunt, items: [{ name: "Geyser", say_as: "s".repeat(101) }] }, as: "admin", status: 422 },
  { name: "one item found twice", method: "POST", path: "/api/hunts/1/complete", body: { score: 0, badge_earned: false, finds: [1, 1].map((item_id) => ({ item_id, method: "tap", at: "2026-07-04T10:00:00Z" })) }, status: 422 },
  { name: "explorers that share a name", method: "POST", path: "/api/hunts/1/complete", body: { score: 0, badge_earned: false, explorers: [{ name: "Maya", score: 0, badge_earned: false, spotted: 0 }, { name: "MAYA", score: 0, badge_earned: false, spotted: 0 }] }, status: 422 },
  { name: "seven explorers", method: "POST", path: "/api/hunts/1/complete", body: { score: 0, badge_earned: false, explorers: tooMany }, status: 422 },
  { name: "a GPS find 20,000 km from its item", method: "POST", path: "/api/hunts/1/complete", body: { score: 0, badge_earned: false, finds: [{ item_id: 1, method: "gps", at: "2026-07-04T10:00:00Z", distance_m: 20_000_000, accuracy_m: 5 }] }, status: 422 },
  { name: "an explorer spotting finds never sent", method: "POST", path: "/api/hunts/1/complete", body: { score: 0, badge_earned: false, explorers: [{ name: "Maya", score: 0, badge_earned: false, spotted: 3, answers: {} }] }, status: 422 },
  { name: "101 quiz answers", method: "POST", path: "/api/hunts/1/complete", body: { score: 0, badge_earned: false, answers: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i), "A"])) }, status: 422 },
  { name: "an HTML page sent as a photo", method: "POST", path: "/api/hunts/1/photos", body: photo("<!DOCTYPE html><script>alert(1)</script>"), headers: photoKey, as: "user", status: 415 },
  { name: "a GIF sent as a photo", method: "POST", path: "/api/hunts/1/photos", body: photo("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), headers: photoKey, as: "user", status: 415 },
  { name: "a photo without an Idempotency-Key", method: "POST", path: "/api/hunts/1/photos", body: photo("x"), as: "user", status: 400 },
  { name: "a photo with a taken_at that is not a time", method: "POST", path: "/api/hunts/1/photos", body: photo("x", { taken_at: "teatime" }), headers: photoKey, as: "user", status: 422 },
  { name: "a photo of an item of another hunt", method: "POST", path: "/api/hunts/1/photos", body: photo("x", { item_id: "999999" }), headers: photoKey, as: "user", status: 422 },
  { name: "a photo for an unknown hunt", method: "POST", path: "/api/hunts/999999/photos", body: photo("x"), headers: photoKey, as: "user", status: 404 },
  { name: "a photo id that cannot be one", method: "GET", path: "/api/users/photos/..%2F..%2Fetc%2Fpasswd/file", as: "user", status: 404 },
  { name: "deleting a photo that is not there", method: "DELETE", path: `/api/users/photos/${"A".repeat(22)}`, as: "user", status: 404 },
  { name: "an unknown API route", method: "POST", path: "/api/does-not-exist", body: {}, status: 404 },
];

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.user = (await t.createUser("user")).token;
  tokens.admin = (await t.createUser("admin")).token;
});

describe("bad input", () => {
  it("covers at least 30 kinds", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)("$name → $status with {detail}, nothing stored", async (c) => {
    const before = await rowCounts(t.db);
    const filesBefore = await storedNames(t.deps.uploads);
    const photosBefore = await storedNames(t.deps.photos);
    const headers = { ...(c.raw !== undefined ? { "content-type": "application/json" } : {}), ...c.headers };
    const token = c.as && c.as !== "visitor" ? tokens[c.as] : undefined;
    const res = await t.call(c.method, c.path, { body: c.raw ?? c.body, headers, token });
    expect(res.status).toBe(c.status);
    expect(typeof res.body?.detail).toBe("string");
    expect(res.body.detail).not.toMatch(/SQLITE|\bselect\b.+\bfrom\b|\binsert into\b|\bat .+:\d+:\d+|node_modules|\/work\//i);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await storedNames(t.deps.uploads)).toEqual(filesBefore);
    expect(await storedNames(t.deps.photos)).toEqual(photosBefore);
    expect((await t.call("GET", "/api/health")).body).toEqual({ ok: true });
  });
});
