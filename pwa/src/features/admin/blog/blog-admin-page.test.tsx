// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { Post } from "#shared/schemas/blog";
import { ADMIN_POSTS_PAGE } from "#shared/rules/list-limit";
import BlogAdminPage from "./blog-admin-page";
import { samplePost } from "../../../testing/admin/posts";
import { fakePage } from "../../../testing/paging";
import { callsTo, route, seriousViolations, shownToast, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";

const TAGS = ["Hiking", "Family", "Utah", "Badges", "Winter", "Camping", "Rivers", "Birds"].map((tag, i) => ({ tag, count: 10 - i }));
const LIVE = samplePost();
const DRAFT = samplePost({ id: 2, title: "Spring Birding", published: false, tags: ["Birds"] });

function serve(posts: Post[], ...extra: Parameters<typeof stubFetch>) {
  return stubFetch(
    ...extra,
    route("GET", "/blog/posts", (_b: unknown, url: URL) => {
      const tag = url.searchParams.get("tag");
      return fakePage(tag ? posts.filter((p) => p.tags.includes(tag)) : posts, url);
    }),
    route("GET", "/blog/tags", { items: TAGS, total: TAGS.length }),
  );
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/admin/blog"]}>
      <main>
        <BlogAdminPage />
      </main>
    </MemoryRouter>,
  );
}

const row = (title: string) => within(screen.getByRole("heading", { name: title }).closest("li")!);

withSignedInAdmin();

describe("Blog management", () => {
  it("says it is loading, then lists every post with its state and at most four tags", async () => {
    const fetchMock = serve([LIVE, DRAFT]);
    const { container } = renderPage();
    expect(screen.getByRole("status").textContent).toBe("Loading posts...");

    expect(await screen.findByRole("heading", { name: "Junior Ranger Tips" })).toBeTruthy();
    expect(row("Junior Ranger Tips").getByText("Published")).toBeTruthy();
    expect(row("Spring Birding").getByText("Draft")).toBeTruthy();
    const tags = row("Junior Ranger Tips").getByRole("list", { name: "Tags of Junior Ranger Tips" });
    expect(within(tags).getAllByRole("listitem").map((t) => t.textContent)).toEqual(["Hiking", "Family", "Utah", "Badges"]);
    expect(row("Junior Ranger Tips").getByRole("link", { name: "Edit Junior Ranger Tips" }).getAttribute("href")).toBe("/admin/blog/edit/1");
    // The admin's token goes along, so drafts are listed.
    expect(callsTo(fetchMock, "GET", "/blog/posts")[0]!.headers.authorization).toBe("Bearer admin-token");
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("offers All and six tag filters, and filters by the one pressed", async () => {
    const fetchMock = serve([LIVE, DRAFT]);
    renderPage();
    const filters = within(await screen.findByRole("group", { name: "Filter by tag" }));
    expect(filters.getAllByRole("button").map((b) => b.textContent)).toEqual(["All", "Hiking", "Family", "Utah", "Badges", "Winter", "Camping"]);
    fireEvent.click(filters.getByRole("button", { name: "Utah" }));
    expect(await screen.findByText('1 post tagged "Utah"')).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Junior Ranger Tips" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Spring Birding" })).toBeNull();
    expect(filters.getByRole("button", { name: "Utah" }).getAttribute("aria-pressed")).toBe("true");
    expect(callsTo(fetchMock, "GET", "/blog/posts").at(-1)!.url.searchParams.get("tag")).toBe("Utah");
  });

  it("shows the first page of posts, then the next on request, within the tag chosen", async () => {
    const many = Array.from({ length: ADMIN_POSTS_PAGE + 5 }, (_, i) => samplePost({ id: 100 + i, title: `Post ${i}`, tags: i % 2 === 0 ? ["Hiking"] : ["Family"] }));
    const fetchMock = serve(many);
    renderPage();
    expect(await screen.findByText(`Showing ${ADMIN_POSTS_PAGE} of ${ADMIN_POSTS_PAGE + 5}`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText(`Showing ${ADMIN_POSTS_PAGE + 5} of ${ADMIN_POSTS_PAGE + 5}`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    fireEvent.click(within(screen.getByRole("group", { name: "Filter by tag" })).getByRole("button", { name: "Family" }));
    const family = many.filter((p) => p.tags.includes("Family"));
    expect(await screen.findByText(`${family.length} posts tagged "Family"`)).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(family.map((p) => p.title));
    expect(callsTo(fetchMock, "GET", "/blog/posts").map((call) => [call.url.searchParams.get("tag"), call.url.searchParams.get("cursor")])).toEqual([
      [null, null],
      [null, String(ADMIN_POSTS_PAGE)],
      ["Family", null],
    ]);
  });

  it("says when there are no posts", async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText("No posts yet.")).toBeTruthy();
  });

  it("shows a failed load with the server's reason and tries again", async () => {
    let down = true;
    stubFetch(
      route("GET", "/blog/posts", () => (down ? Response.json({ detail: "Database is busy" }, { status: 503 }) : { items: [LIVE], total: 1 })),
      route("GET", "/blog/tags", { items: [], total: 0 }),
    );
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load posts: Database is busy");
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Junior Ranger Tips" })).toBeTruthy();
  });

  it("publishes and unpublishes, saying 'Post published' and 'Post unpublished'", async () => {
    const fetchMock = serve([DRAFT], route("PUT", "/blog/posts/2", (body: unknown) => ({ ...DRAFT, ...(body as object) })));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Publish Spring Birding" }));
    await waitFor(() => expect(shownToast()?.title).toBe("Post published"));
    expect(callsTo(fetchMock, "PUT", "/blog/posts/2")[0]!.body).toEqual({ published: true });
    expect(row("Spring Birding").getByText("Published")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Unpublish Spring Birding" }));
    await waitFor(() => expect(shownToast()?.title).toBe("Post unpublished"));
    expect(callsTo(fetchMock, "PUT", "/blog/posts/2")[1]!.body).toEqual({ published: false });
  });

  it("shows the server's message when the toggle is refused", async () => {
    serve([DRAFT], route("PUT", "/blog/posts/2", { detail: "Post not found" }, 404));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Publish Spring Birding" }));
    await waitFor(() => expect(shownToast()).toEqual({ title: "Error", description: "Post not found", variant: "destructive" }));
    expect(row("Spring Birding").getByText("Draft")).toBeTruthy();
  });

  it("deletes only after a dialog saying it cannot be undone", async () => {
    const fetchMock = serve([LIVE, DRAFT], route("DELETE", "/blog/posts/1", { ok: true }));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Junior Ranger Tips" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this post?" });
    expect(dialog.textContent).toContain(MESSAGES.cannotBeUndone);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await seriousViolations(document.body)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(callsTo(fetchMock, "DELETE", "/blog/posts/1")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Delete Junior Ranger Tips" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Junior Ranger Tips" })).toBeNull());
    expect(shownToast()?.title).toBe("Post deleted");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(callsTo(fetchMock, "DELETE", "/blog/posts/1")).toHaveLength(1);
  });
});
