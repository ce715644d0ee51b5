import { describe, expect, it } from "vitest";
import { CARD_HEIGHT, CARD_WIDTH, cardImagePath, SITE_CARD_PATH } from "./card-image";

const HEX = "0123456789abcdef0123456789abcdef";

describe("cardImagePath", () => {
  it("gives each sample picture of a post, book or hunt its card under /cards/images", () => {
    expect(cardImagePath("/images/blog/zion-with-kids.webp")).toBe("/cards/images/blog/zion-with-kids.jpg");
    expect(cardImagePath("/images/books/yellowstone-junior-ranger.webp")).toBe("/cards/images/books/yellowstone-junior-ranger.jpg");
    expect(cardImagePath("/images/hunts/arches-windows.webp")).toBe("/cards/images/hunts/arches-windows.jpg");
  });

  it("gives an admin's upload of any type one card named by its random part", () => {
    for (const ext of ["jpg", "png", "gif", "webp"]) expect(cardImagePath(`/uploads/${HEX}.${ext}`)).toBe(`/cards/uploads/${HEX}.jpg`);
  });

  it.each([
    ["empty", ""],
    ["an address elsewhere", "https://example.com/images/blog/zion-with-kids.webp"],
    ["the site's own picture by its full address", "https://parkhunts.example/uploads/0123456789abcdef0123456789abcdef.png"],
    ["a protocol-relative address", "//example.com/images/blog/a.webp"],
    ["a family's photo", "/api/users/photos/12/file"],
    ["a family's photo by its stored name", `/photos/${HEX}.jpg`],
    ["a picture that is not a content picture", "/images/roper-hunt.svg"],
    ["another folder of images", "/images/icons/a.webp"],
    ["a nested path", "/images/blog/2026/a.webp"],
    ["another type of sample", "/images/blog/a.svg"],
    ["a climb out of the folder", "/images/blog/../../secret.webp"],
    ["an escaped climb", "/images/blog/..%2F..%2Fsecret.webp"],
    ["an upload name the server never makes", "/uploads/not-random.png"],
    ["an upload of another type", `/uploads/${HEX}.svg`],
    ["an upload with a query", `/uploads/${HEX}.png?v=2`],
    ["an upload with a climb", `/uploads/../photos/${HEX}.jpg`],
    ["a card itself", "/cards/images/blog/zion-with-kids.jpg"],
  ])("has no card for %s", (_what, url) => {
    expect(cardImagePath(url)).toBeNull();
  });

  it("names the site's card and the 1200 x 630 size under /cards", () => {
    expect(SITE_CARD_PATH).toBe("/cards/site.jpg");
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1200, 630]);
  });
});
