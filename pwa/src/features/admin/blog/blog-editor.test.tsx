// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toLocalInput } from "../form/form-values";
import BlogEditPage from "./blog-edit-page";
import BlogNewPage from "./blog-new-page";
import { samplePost } from "../../../testing/admin/posts";
import { callsTo, route, seriousViolations, shownToast, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";
import { renderEditorAt } from "../../../testing/admin/editor-routes";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/blog", listHeading: "Post list", New: BlogNewPage, Edit: BlogEditPage });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPost() {
  type("Title *", "Arches at Dawn");
  type("Excerpt *", "Sunrise among the arches.");
  type("Content *", "word ".repeat(250));
  type("Tags", "Utah, Sunrise , ,Family");
}

withSignedInAdmin();

describe("New post", () => {
  it("starts with the admin as author, then sends the post with its read time, tags and date", async () => {
    const fetchMock = stubFetch(route("POST", "/blog/posts", samplePost(), 201));
    const { container } = renderAt("/admin/blog/new");
    expect((screen.getByLabelText("Author *") as HTMLInputElement).value).toBe("Grace Admin");
    expect(await seriousViolations(container)).toEqual([]);

    fillPost();
    expect(screen.getByText(/^2 min read\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create Post" }));

    expect(await screen.findByRole("heading", { name: "Post list" })).toBeTruthy();
    expect(shownToast()).toEqual({ title: "Success", description: "Blog post created successfully", variant: "default" });
    const sent = callsTo(fetchMock, "POST", "/blog/posts")[0]!.body!;
    expect(sent).toMatchObject({
      title: "Arches at Dawn",
      excerpt: "Sunrise among the arches.",
      author: "Grace Admin",
      tags: ["Utah", "Sunrise", "Family"],
      published: false,
      featured: false,
      readTime: "2 min read",
      date: toLocalInput(Date.now()).slice(0, 10),
    });
    expect(sent.scheduled_date).toBeUndefined();
  });

  it("needs title, excerpt and content", async () => {
    const fetchMock = stubFetch();
    renderAt("/admin/blog/new");
    fireEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Excerpt is required")).toBeTruthy();
    expect(screen.getByText("Content is required")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Title *")));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("schedules an unpublished post for a future time only", async () => {
    const fetchMock = stubFetch(route("POST", "/blog/posts", samplePost(), 201));
    renderAt("/admin/blog/new");
    fillPost();
    const schedule = screen.getByLabelText("Schedule publication") as HTMLInputElement;
    expect(schedule.min).toBe(toLocalInput(Date.now()));

    type("Schedule publication", "2020-01-01T09:00");
    fireEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Schedule publication must be in the future")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const later = new Date(Date.now() + 3 * 86_400_000);
    later.setSeconds(0, 0);
    type("Schedule publication", toLocalInput(later));
    fireEvent.click(screen.getByRole("button", { name: "Create Post" }));
    await screen.findByRole("heading", { name: "Post list" });
    const sent = callsTo(fetchMock, "POST", "/blog/posts")[0]!.body!;
    expect(sent.scheduled_date).toBe(later.toISOString());
    expect(sent.date).toBe(toLocalInput(later).slice(0, 10));
  });

  it("hides the schedule once the post is published", () => {
    stubFetch();
    renderAt("/admin/blog/new");
    fireEvent.click(screen.getByLabelText("Published"));
    expect(screen.queryByLabelText("Schedule publication")).toBeNull();
  });

  it("keeps the form and says why when the server refuses", async () => {
    stubFetch(route("POST", "/blog/posts", { detail: "scheduled_date must be in the future" }, 422));
    renderAt("/admin/blog/new");
    fillPost();
    fireEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect((await screen.findByRole("alert")).textContent).toBe("scheduled_date must be in the future");
    expect(shownToast()).toEqual({ title: "Error", description: "Failed to create blog post", variant: "destructive" });
    expect((screen.getByLabelText("Title *") as HTMLInputElement).value).toBe("Arches at Dawn");
  });
});

describe("Edit post", () => {
  it("opens the stored post and saves the changes with a fresh read time", async () => {
    const post = samplePost({ id: 7, published: false, featured: true });
    const fetchMock = stubFetch(route("GET", "/blog/posts/7", post), route("PUT", "/blog/posts/7", post));
    const { container } = renderAt("/admin/blog/edit/7");
    expect(screen.getByRole("status").textContent).toBe("Loading post...");
    const title = (await screen.findByLabelText("Title *")) as HTMLInputElement;
    expect(title.value).toBe("Junior Ranger Tips");
    expect((screen.getByLabelText("Tags") as HTMLInputElement).value).toBe("Hiking, Family, Utah, Badges, Winter");
    expect(screen.queryByLabelText("Schedule publication")).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);

    type("Title *", "Junior Ranger Secrets");
    type("Content *", "word ".repeat(401));
    fireEvent.click(screen.getByRole("button", { name: "Update Post" }));
    await screen.findByRole("heading", { name: "Post list" });
    expect(shownToast()).toEqual({ title: "Success", description: "Blog post updated successfully", variant: "default" });
    expect(callsTo(fetchMock, "PUT", "/blog/posts/7")[0]!.body).toMatchObject({
      title: "Junior Ranger Secrets",
      readTime: "3 min read",
      featured: true,
      date: "2026-01-10",
    });
  });

  it("goes back to the list when the post cannot be read", async () => {
    stubFetch(route("GET", "/blog/posts/404", { detail: "Post not found" }, 404));
    renderAt("/admin/blog/edit/404");
    expect(await screen.findByRole("heading", { name: "Post list" })).toBeTruthy();
    expect(shownToast()).toEqual({ title: "Error", description: "Failed to fetch blog post", variant: "destructive" });
  });

  it("says so when the update is refused", async () => {
    const post = samplePost({ id: 7 });
    stubFetch(route("GET", "/blog/posts/7", post), route("PUT", "/blog/posts/7", { detail: "Title is required" }, 422));
    renderAt("/admin/blog/edit/7");
    fireEvent.click(await screen.findByRole("button", { name: "Update Post" }));
    await waitFor(() => expect(shownToast()?.description).toBe("Failed to update blog post"));
    expect(screen.getByRole("heading", { name: "Edit Post" })).toBeTruthy();
  });
});
