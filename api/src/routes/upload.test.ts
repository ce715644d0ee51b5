import { beforeEach, describe, expect, it } from "vitest";
import { gif, imageFacts, jpeg, png, webp } from "../testing/photos";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

const PNG = new Uint8Array(png());
const JPEG = new Uint8Array(jpeg());
const GIF = new Uint8Array(gif());
const WEBP = new Uint8Array(webp());
const TOO_LARGE = "File too large: Please select a file smaller than 10MB";
const BAD_TYPE = "Invalid file type: Please select a JPEG, PNG, GIF, or WebP image file";
const MAX_BYTES = 10485760;

let t: TestApp;
let admin: { token: string };

function form(bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") {
  const body = new FormData();
  body.append("file", new Blob([bytes], { type }), name);
  return body;
}

/** A PNG padded to exactly `size` bytes. */
const pngOfSize = (size: number) => new Uint8Array(png(size));

const stored = () => storedNames(t.deps.uploads);
/** What one upload leaves in the store: its picture and its preview card. */
const storedFor = (url: string) => {
  const name = url.slice("/uploads/".length);
  return [name, `${name.slice(0, name.indexOf("."))}.card.jpg`].sort();
};
const upload = (body: FormData | string, token = admin.token, headers?: Record<string, string>) =>
  t.call("POST", "/api/upload/image", { token, body, headers });

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

describe("image upload", () => {
  it.each([
    ["photo.png", PNG, "image/png", "png"],
    ["photo.jpeg", JPEG, "image/jpeg", "jpg"],
    ["animation.gif", GIF, "image/gif", "gif"],
    ["picture.webp", WEBP, "image/webp", "webp"],
  ])("stores %s under a random name and serves it back with its real type", async (name, bytes, mime, ext) => {
    const res = await upload(form(bytes, name));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ original_filename: name, content_type: mime });
    expect(res.body.url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));

    const served = await t.app.request(`http://localhost${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(mime);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(res.body.size).toBe(servedBytes.length);
    // The same picture, written again with nothing but its pixels.
    expect(await imageFacts(servedBytes)).toEqual({ ...(await imageFacts(bytes)), exif: false, xmp: false, iptc: false });
    expect(await stored()).toEqual(storedFor(res.body.url));
  });

  it("decides the type from the bytes, never from the name or the declared type", async () => {
    const text = await upload(form(Buffer.from("just some text, honestly"), "innocent.png", "image/png"));
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ detail: BAD_TYPE, key: "invalidFileType" });
    const svg = await upload(form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml"));
    expect(svg.status).toBe(415);
    const html = await upload(form(Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>"), "page.jpg", "image/jpeg"));
    expect(html.status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it("keeps only the base name of a traversal file name and stores under a random name", async () => {
    const res = await upload(form(PNG, "../../etc/passwd.png"));
    expect(res.status).toBe(201);
    expect(res.body.original_filename).toBe("passwd.png");
    expect(res.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await stored()).toEqual(storedFor(res.body.url));
    const windows = await upload(form(PNG, "C:\\Users\\ada\\trail\tmap.png"));
    expect(windows.body.original_filename).toBe("trailmap.png");
  });

  it("accepts exactly 10485760 bytes and refuses one byte more, storing nothing", async () => {
    const atLimit = await upload(form(pngOfSize(MAX_BYTES), "big.png"));
    expect(atLimit.status).toBe(201);
    // What is kept is the 1x1 picture, without the padding that made the file 10 MB.
    expect(atLimit.body.size).toBeLessThan(1000);
    expect(await stored()).toEqual(storedFor(atLimit.body.url));

    const over = await upload(form(pngOfSize(MAX_BYTES + 1), "bigger.png"));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ detail: TOO_LARGE, key: "fileTooLarge" });
    expect(await stored()).toEqual(storedFor(atLimit.body.url));
    expect((await t.call("GET", "/api/health")).status).toBe(200);
  });

  it("refuses a body far over the limit whether or not Content-Length says so", async () => {
    const declared = await upload("x", admin.token, { "content-type": "multipart/form-data; boundary=x", "content-length": String(20 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ detail: TOO_LARGE, key: "fileTooLarge" });
    const undeclared = await upload(form(pngOfSize(MAX_BYTES + 200 * 1024), "huge.png"));
    expect(undeclared.status).toBe(413);
    expect(undeclared.body).toEqual({ detail: TOO_LARGE, key: "fileTooLarge" });
    expect(await stored()).toEqual([]);
    expect((await upload(form(PNG, "after.png"))).status).toBe(201);
  });

  it("refuses an oversized file behind a Content-Length that claims less", async () => {
    const body = new Request("http://localhost/", { method: "POST", body: form(pngOfSize(MAX_BYTES + 1), "liar.png") });
    const bytes = await body.arrayBuffer();
    const res = await t.app.request("http://localhost/api/upload/image", {
      method: "POST",
      body: bytes,
      headers: { authorization: `Bearer ${admin.token}`, "content-type": body.headers.get("content-type")!, "content-length": "1000" },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: TOO_LARGE, key: "fileTooLarge" });
    expect(await stored()).toEqual([]);
  });

  it("answers 422 without a file field and 400 for a broken multipart body", async () => {
    const empty = new FormData();
    empty.append("file", "not a file");
    const missing = await upload(empty);
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/file/);
    const broken = await upload("--nope\r\ngarbage", admin.token, { "content-type": "multipart/form-data; boundary=x" });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ detail: "Malformed multipart body" });
    expect(await stored()).toEqual([]);
  });

  it("is for admins only", async () => {
    const visitor = await t.call("POST", "/api/upload/image", { body: form(PNG, "a.png") });
    expect(visitor.status).toBe(401);
    const user = await t.createUser("user");
    expect((await upload(form(PNG, "a.png"), user.token)).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it("answers 404 for names that are not stored uploads", async () => {
    for (const name of ["nope.png", "..%2F..%2Fetc%2Fpasswd", `${"a".repeat(32)}.svg`, `${"a".repeat(32)}.png`]) {
      const res = await t.app.request(`http://localhost/uploads/${name}`);
      expect(res.status).toBe(404);
    }
  });
});
