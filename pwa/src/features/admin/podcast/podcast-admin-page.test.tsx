// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { Episode } from "#shared/schemas/episode";
import PodcastAdminPage from "./podcast-admin-page";
import { callsTo, route, seriousViolations, shownToast, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";

const PILOT: Episode = {
  id: 5,
  title: "Meet the Rangers",
  description: "Our first episode.",
  duration: "45 min",
  season: 1,
  episode_number: 1,
  spotify_url: "https://open.spotify.com/episode/abc",
  apple_podcasts_url: "",
  published: false,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <Routes>
          <Route path="/admin/podcast" element={<PodcastAdminPage />} />
          <Route path="/admin/podcast/new" element={<PodcastAdminPage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

withSignedInAdmin();

describe("Podcast management", () => {
  it("says it is loading, then lists episodes with their number and state", async () => {
    stubFetch(route("GET", "/podcast/episodes", { items: [PILOT], total: 1 }));
    const { container } = renderAt("/admin/podcast");
    expect(screen.getByRole("status").textContent).toBe("Loading episodes...");
    const row = within((await screen.findByRole("heading", { name: PILOT.title })).closest("li")!);
    expect(row.getByText("Draft")).toBeTruthy();
    expect(row.getByText("Season 1 · Episode 1")).toBeTruthy();
    expect(row.getByRole("link", { name: "Spotify" }).getAttribute("href")).toBe(PILOT.spotify_url);
    expect(row.queryByRole("link", { name: "Apple Podcasts" })).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("says when there are no episodes, and when they could not be fetched", async () => {
    stubFetch(route("GET", "/podcast/episodes", { items: [], total: 0 }));
    renderAt("/admin/podcast");
    expect(await screen.findByText("No episodes yet. Add the first one.")).toBeTruthy();
    cleanup();

    stubFetch();
    renderAt("/admin/podcast");
    expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.episodesFetchFailed);
    expect(shownToast()).toEqual({ title: "Error", description: MESSAGES.episodesFetchFailed, variant: "destructive" });
  });

  it("opens at /admin/podcast/new with season and episode 1, and creates the episode", async () => {
    const fetchMock = stubFetch(
      route("GET", "/podcast/episodes", { items: [], total: 0 }),
      route("POST", "/podcast/episodes", (body: unknown) => Response.json({ ...PILOT, ...(body as object), id: 6 }, { status: 201 })),
    );
    renderAt("/admin/podcast/new");
    const panel = within(screen.getByRole("region", { name: "Add New Episode" }));
    expect((panel.getByLabelText("Season *") as HTMLInputElement).value).toBe("1");
    expect((panel.getByLabelText("Episode number *") as HTMLInputElement).value).toBe("1");
    expect(await seriousViolations(document.body)).toEqual([]);

    type("Title *", "Bears and Berries");
    type("Episode number *", "2");
    type("Duration", "38 min");
    type("Spotify URL", "not a link");
    fireEvent.click(panel.getByRole("button", { name: "Create Episode" }));
    expect(await panel.findByText("must be an http(s) URL")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/podcast/episodes")).toHaveLength(0);

    type("Spotify URL", "");
    fireEvent.click(panel.getByRole("button", { name: "Create Episode" }));
    await waitFor(() => expect(shownToast()?.title).toBe("Episode created successfully"));
    expect(callsTo(fetchMock, "POST", "/podcast/episodes")[0]!.body).toEqual({
      title: "Bears and Berries",
      description: "",
      duration: "38 min",
      season: 1,
      episode_number: 2,
      spotify_url: "",
      apple_podcasts_url: "",
      published: false,
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Add New Episode" })).toBeNull());
  });

  it("edits an episode and says when saving fails", async () => {
    const fetchMock = stubFetch(
      route("GET", "/podcast/episodes", { items: [PILOT], total: 1 }),
      route("PUT", "/podcast/episodes/5", { detail: "Server error" }, 500),
    );
    renderAt("/admin/podcast");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Meet the Rangers" }));
    fireEvent.click(screen.getByLabelText("Published"));
    fireEvent.click(screen.getByRole("button", { name: "Update Episode" }));
    await waitFor(() => expect(shownToast()).toEqual({ title: "Error", description: MESSAGES.episodeSaveFailed, variant: "destructive" }));
    expect(callsTo(fetchMock, "PUT", "/podcast/episodes/5")[0]!.body).toMatchObject({ title: PILOT.title, published: true, season: 1 });
    expect(screen.getByRole("alert").textContent).toBe("Server error");
  });

  it("deletes after asking 'Are you sure?'", async () => {
    const fetchMock = stubFetch(route("GET", "/podcast/episodes", { items: [PILOT], total: 1 }), route("DELETE", "/podcast/episodes/5", { ok: true }));
    renderAt("/admin/podcast");
    fireEvent.click(await screen.findByRole("button", { name: "Delete Meet the Rangers" }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete Meet the Rangers?" }));
    expect(dialog.getByText(/Are you sure you want to delete this episode\?/)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(shownToast()?.title).toBe("Episode deleted successfully"));
    expect(screen.queryByRole("heading", { name: PILOT.title })).toBeNull();
    expect(callsTo(fetchMock, "DELETE", "/podcast/episodes/5")).toHaveLength(1);
  });
});
