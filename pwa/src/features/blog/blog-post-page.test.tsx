// @vitest-environment jsdom
import "fake-indexeddb/auto";
import axe from "axe-core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Post } from "#shared/schemas/blog";
import { db } from "../../lib/database/db";
import { offline, resetDevice, stubFetch } from "../../testing/device";
import { useToasts } from "../../stores/toasts";
import BlogPostPage from "./blog-post-page";
import { manyPosts, samplePost } from "../../testing/posts";
import { blogTexts } from "./blog-texts";

/** The blog API with `post` as post 1 (or a 404), and `list` as the public list. */
/** The server's list answers `list` as the first page of `total` public posts. */
function serve(post: Post | null, list: Post[] = post ? [post] : [], total = list.length) {
  return stubFetch((url) => {
    if (url.pathname === "/api/blog/posts/1") return post ? Response.json(post) : Response.json({ detail: "Post not found" }, { status: 404 });
    if (url.pathname === "/api/blog/posts") return Response.json({ items: list, total });
    return undefined;
  });
}

function renderPost(id = 1) {
  return render(
    <MemoryRouter initialEntries={[`/blog/${id}`]}>
      <Routes>
        <Route path="/blog/:id" element={<BlogPostPage />} />
        <Route path="/blog" element={<h1>Blog list</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const openPost = async (post: Post) => {
  serve(post);
  const view = renderPost(post.id);
  await screen.findByRole("heading", { level: 1, name: post.title });
  return view;
};

beforeEach(resetDevice);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("BlogPostPage", () => {
  it("shows a skeleton while loading, then the article, and keeps it for offline", async () => {
    let answer: (res: Response) => void = () => undefined;
    stubFetch((url) => (url.pathname === "/api/blog/posts/1" ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    renderPost();
    expect(await screen.findByRole("status", { name: "Loading article" })).toBeTruthy();
    answer(Response.json(samplePost({ tags: ["Zion", "Hiking", "Rivers"] })));

    await screen.findByRole("heading", { level: 1, name: "Hiking the Narrows with Kids" });
    const header = within(screen.getByRole("banner"));
    expect(header.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Zion", "Hiking", "Rivers"]);
    expect(header.getByText("Wading up the Virgin River with the whole family.")).toBeTruthy();
    expect(header.getByText("By Jenna Roper")).toBeTruthy();
    expect(header.getByText("1 min read")).toBeTruthy();
    expect(header.getByText("March 5, 2026")).toBeTruthy();
    expect(header.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(header.getByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Hiking the Narrows with Kids" }).getAttribute("src")).toBe("/uploads/narrows.jpg");
    expect(screen.getByRole("heading", { name: "About Jenna Roper" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Comments" })).toBeTruthy();
    expect((await db.posts.get(1))?.title).toBe("Hiking the Narrows with Kids");

    cleanup();
    offline();
    renderPost();
    expect(await screen.findByRole("heading", { level: 1, name: "Hiking the Narrows with Kids" })).toBeTruthy();
  });

  it("renders HTML bodies without scripts or event handlers", async () => {
    const content = '<h2>Trail notes</h2><p>Bring <em>water</em>.</p><img src="x.png" alt="Trail" onerror="window.hacked=1"><script>window.hacked=1</script>';
    const { container } = await openPost(samplePost({ content }));
    const body = container.querySelector(".post-body")!;
    expect(within(body as HTMLElement).getByRole("heading", { name: "Trail notes" })).toBeTruthy();
    expect(body.querySelector("em")?.textContent).toBe("water");
    expect(body.querySelector("script")).toBeNull();
    expect(body.querySelector("img")?.hasAttribute("onerror")).toBe(false);
    expect(body.innerHTML).not.toContain("hacked");
  });

  it("renders plain text with the heading, bold, list and break rules", async () => {
    const content = "## Packing list\n**Start early**\n- Water\n- Snacks\n\nThe trail is 5 miles <long.";
    const { container } = await openPost(samplePost({ content }));
    const body = within(container.querySelector(".post-body") as HTMLElement);
    expect(body.getByRole("heading", { level: 2, name: "Packing list" })).toBeTruthy();
    expect(body.getByText("Start early").tagName).toBe("STRONG");
    expect(body.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Water", "Snacks"]);
    expect(container.querySelectorAll(".post-body br")).toHaveLength(1);
    expect(body.getByText("The trail is 5 miles <long.").tagName).toBe("P");
  });

  it("returns to the list when the server has no such post, forgetting a stored copy", async () => {
    await db.posts.put(samplePost());
    serve(null);
    renderPost();
    expect(await screen.findByRole("heading", { name: "Blog list" })).toBeTruthy();
    expect(await db.posts.get(1)).toBeUndefined();
  });

  it("returns to the list, saying why, when offline and the post was never stored", async () => {
    offline();
    renderPost();
    expect(await screen.findByRole("heading", { name: "Blog list" })).toBeTruthy();
    expect(useToasts.getState().toast?.title).toBe("You're offline");
  });

  it("opens share windows of 600x400", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await openPost(samplePost());
    const share = within(screen.getByRole("heading", { name: "Share this adventure" }).closest("section")!);
    for (const name of ["Facebook", "Twitter", "LinkedIn", "WhatsApp"]) fireEvent.click(share.getByRole("button", { name }));
    const link = encodeURIComponent(`${window.location.origin}/blog/1`);
    expect(open.mock.calls.map(([url]) => String(url))).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${link}`,
      `https://twitter.com/intent/tweet?url=${link}&text=${encodeURIComponent("Hiking the Narrows with Kids")}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
      `https://wa.me/?text=${encodeURIComponent("Hiking the Narrows with Kids")}%20${link}`,
    ]);
    expect(open.mock.calls.every(([, target, features]) => target === "_blank" && features === "width=600,height=400")).toBe(true);
  });

  it("copies the link with the clipboard, or falls back to a text field, then confirms", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await openPost(samplePost());
    fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(blogTexts.en.linkCopied()));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/1`);

    writeText.mockRejectedValue(new Error("Not allowed"));
    let copied = "";
    const execCommand = vi.fn((command: string) => {
      copied = command === "copy" ? (document.activeElement as HTMLTextAreaElement).value : "";
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copied).toBe(`${window.location.origin}/blog/1`);
    expect(document.querySelector("textarea")).toBeNull();
    Reflect.deleteProperty(navigator, "clipboard");
    Reflect.deleteProperty(document, "execCommand");
  });

  it("suggests up to 3 other articles, never the one being read", async () => {
    const posts = manyPosts(5);
    await db.posts.bulkPut(posts);
    // The server answers a page of 3 of its 5 posts: the two beyond the page stay on the device.
    serve(posts[0]!, posts.slice(0, 3), posts.length);
    renderPost(1);
    const related = within((await screen.findByRole("heading", { name: "Related Articles" })).closest("section")!);
    await waitFor(() => expect(related.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Adventure 2", "Adventure 3", "Adventure 4"]));
    await waitFor(() => expect(related.getAllByRole("link", { name: /Read More/ }).map((a) => a.getAttribute("href"))).toEqual(["/blog/2", "/blog/3", "/blog/4"]));
  });

  it("has no serious or critical accessibility violations", async () => {
    const posts = manyPosts(3, { content: "## Heading\n- item\n\nText" });
    serve(posts[0]!, posts);
    const { container } = renderPost();
    await screen.findByRole("heading", { name: "Related Articles" });
    const results = await axe.run(container);
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
