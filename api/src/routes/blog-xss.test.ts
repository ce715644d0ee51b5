/**
 * Blog bodies through the whole API: whatever an admin sends (POST or PUT), what every reader gets back
 * from GET, one post or the list, is inert; ordinary formatting and plain text come back as sent.
 */
import { describe, expect, test } from "vitest";
import { withAdmin } from "../testing/admin-fixture";
import type { TestApp } from "../testing/test-app";
import { expectInert, ORDINARY_HTML, XSS_VECTORS } from "../testing/xss-vectors";

const draft = (over: Record<string, unknown> = {}) => ({
  title: "Trail notes",
  excerpt: "What we saw.",
  content: "We walked.",
  author: "Ranger Rosie",
  published: true,
  ...over,
});

/** The body as a visitor reads it, from the post itself and from the list. */
async function readBack(t: TestApp, id: number): Promise<{ one: string; listed: string }> {
  const one = await t.call("GET", `/api/blog/posts/${id}`);
  expect(one.status).toBe(200);
  const list = await t.call("GET", "/api/blog/posts?limit=100");
  const listed = list.body.items.find((post: { id: number }) => post.id === id);
  return { one: one.body.content, listed: listed.content };
}

describe("blog HTML is stored inert", () => {
  test("every classic vector, created with POST, reads back inert from the post and the list", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    const ids: [string, number][] = [];
    for (const [name, content] of XSS_VECTORS) ids.push([name, (await create({ title: name, content })).id]);
    const list = await t.call("GET", "/api/blog/posts?limit=100");
    expect(list.body.total).toBe(XSS_VECTORS.length);
    for (const post of list.body.items) expectInert(post.content, `list: ${post.title}`);
    for (const [name, id] of ids) expectInert((await t.call("GET", `/api/blog/posts/${id}`)).body.content, name);
  });

  test("every classic vector, sent with PUT, reads back inert, and the read time follows the stored body", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const { id } = await create();
    for (const [name, content] of XSS_VECTORS) {
      const res = await t.call("PUT", `/api/blog/posts/${id}`, { token: admin.token, body: { content } });
      expect(res.status, name).toBe(200);
      expectInert(res.body.content, `PUT answer: ${name}`);
      const { one, listed } = await readBack(t, id);
      expectInert(one, name);
      expect(listed, name).toBe(one);
    }
    const words = Array.from({ length: 400 }, () => "word").join(" ");
    const put = await t.call("PUT", `/api/blog/posts/${id}`, { token: admin.token, body: { content: `<p>hi</p><script>${words}</script>` } });
    expect(put.body).toMatchObject({ content: "<p>hi</p>", readTime: "1 min read" });
  });

  test("the brief's example keeps its paragraph and loses its script, handler and javascript: link", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    const sent = `<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>`;
    const { id } = await create({ content: sent });
    const { one, listed } = await readBack(t, id);
    expect(one).toBe('<p>Hi</p><img src="x"><a>x</a>');
    expect(listed).toBe(one);
  });

  test("ordinary formatting comes back byte for byte, from the post and the list", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const { id } = await create({ content: ORDINARY_HTML });
    expect(await readBack(t, id)).toEqual({ one: ORDINARY_HTML, listed: ORDINARY_HTML });
    await t.call("PUT", `/api/blog/posts/${id}`, { token: admin.token, body: { content: `${ORDINARY_HTML}<p>More.</p>` } });
    expect((await readBack(t, id)).one).toBe(`${ORDINARY_HTML}<p>More.</p>`);
  });

  test("plain-text bodies, and text that only looks like it has brackets, come back as sent", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    const bodies = ["## Packing list\n**Start early**\n- Water\n\nThe trail is 5 miles <long.", "3 < 4 and 5 > 2", "Tom & Jerry &amp; friends"];
    for (const content of bodies) {
      const { id } = await create({ content });
      expect(await readBack(t, id)).toEqual({ one: content, listed: content });
    }
  });
});
