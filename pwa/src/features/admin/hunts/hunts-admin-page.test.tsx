// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES as MESSAGES } from "../shared/admin-messages";
import type { HuntSummary } from "#shared/schemas/hunt";
import HuntsAdminPage from "./hunts-admin-page";
import { ANALYTICS, sampleHunt } from "../../../testing/admin/hunts";
import { callsTo, route, seriousViolations, shownToast, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";

const summary = (overrides: Partial<HuntSummary>): HuntSummary => {
  const { items: _i, quiz_questions: _q, ...rest } = sampleHunt();
  return { ...rest, ...overrides };
};
const LIVE = summary({ languages: ["en", "es"] });
const DRAFT = summary({
  id: 2,
  title: "Draft Dunes",
  published: false,
  price: 0,
  view_count: 4,
  languages: ["en"],
  translations: { es: { title: "Dunas", description: "", location: "", estimated_time: "", age_range: "" } },
});

function renderPage() {
  return render(
    <MemoryRouter>
      <main>
        <HuntsAdminPage />
      </main>
    </MemoryRouter>,
  );
}

const row = (title: string) => within(screen.getByRole("heading", { name: title }).closest("li")!);
const figure = (title: string, label: string) => row(title).getByText(label).nextElementSibling?.textContent;

withSignedInAdmin();

describe("Hunt management", () => {
  it("lists every hunt with its analytics and the totals", async () => {
    stubFetch(route("GET", "/hunts", { hunts: [LIVE, DRAFT], total: 2 }), route("GET", "/admin/hunt-analytics", ANALYTICS));
    const { container } = renderPage();
    expect(screen.getByRole("status").textContent).toBe("Loading hunts...");
    await screen.findByRole("heading", { name: "Canyon Critters" });
    await waitFor(() => expect(figure("Canyon Critters", "Views")).toBe("120"));
    expect(figure("Canyon Critters", "Completions")).toBe("7 (English 5 · Español 2)");
    expect(figure("Draft Dunes", "Completions")).toBe("0");
    expect(row("Canyon Critters").getByText("English · Español")).toBeTruthy();
    expect(row("Draft Dunes").getByText("English · Español: draft")).toBeTruthy();
    expect(figure("Canyon Critters", "Purchases")).toBe("10");
    expect(figure("Canyon Critters", "Revenue")).toBe("$29.90");

    const totals = within(screen.getByRole("list", { name: "Hunt totals" }));
    expect(totals.getByText("Total Revenue").nextElementSibling?.textContent).toBe("$29.90");
    expect(totals.getByText("Total Hunts").nextElementSibling?.textContent).toBe("2");
    expect(totals.getByText("Completions by Language").nextElementSibling?.textContent).toBe("English 5 · Español 2");

    expect(row("Canyon Critters").getByText("Published")).toBeTruthy();
    expect(row("Canyon Critters").getByText("$2.99")).toBeTruthy();
    expect(row("Draft Dunes").getByText("Draft")).toBeTruthy();
    expect(row("Draft Dunes").getByText("FREE")).toBeTruthy();
    expect(row("Canyon Critters").getByRole("link", { name: "Edit Canyon Critters" }).getAttribute("href")).toBe("/admin/hunts/edit/1");
    expect(row("Canyon Critters").getByRole("link", { name: "View Canyon Critters" }).getAttribute("href")).toBe("/hunt/1");
    // A draft has no public page to open.
    expect(row("Draft Dunes").queryByRole("link", { name: /^View/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Create New Hunt" }).getAttribute("href")).toBe("/admin/hunts/new");
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("still lists the hunts when the analytics cannot be read", async () => {
    stubFetch(route("GET", "/hunts", { hunts: [DRAFT], total: 1 }), route("GET", "/admin/hunt-analytics", { detail: "Forbidden" }, 403));
    renderPage();
    expect(await screen.findByText("Analytics are unavailable right now: Forbidden")).toBeTruthy();
    expect(figure("Draft Dunes", "Views")).toBe("4");
    expect(figure("Draft Dunes", "Revenue")).toBe("—");
  });

  it("says when there are no hunts, and when they could not be loaded", async () => {
    stubFetch(route("GET", "/hunts", { hunts: [], total: 0 }), route("GET", "/admin/hunt-analytics", { ...ANALYTICS, hunt_details: [] }));
    renderPage();
    expect(await screen.findByText("No hunts yet. Create the first one.")).toBeTruthy();
    cleanup();

    stubFetch();
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load hunts");
  });

  it("deletes a hunt after confirmation, with a toast for each outcome", async () => {
    let refuse = true;
    const fetchMock = stubFetch(
      route("GET", "/hunts", { hunts: [LIVE, DRAFT], total: 2 }),
      route("GET", "/admin/hunt-analytics", ANALYTICS),
      route("DELETE", "/hunts/2", () => (refuse ? Response.json({ detail: "busy" }, { status: 500 }) : { ok: true })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Draft Dunes" }));
    const dialog = within(screen.getByRole("alertdialog", { name: "Delete Draft Dunes?" }));
    expect(dialog.getByText(`Are you sure you want to delete this hunt? ${MESSAGES.cannotBeUndone}`)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(shownToast()).toEqual({ title: "Error", description: "Failed to delete hunt", variant: "destructive" }));
    expect(screen.getByRole("heading", { name: "Draft Dunes" })).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Delete Draft Dunes" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(shownToast()?.title).toBe("Hunt deleted successfully"));
    expect(screen.queryByRole("heading", { name: "Draft Dunes" })).toBeNull();
    expect(callsTo(fetchMock, "DELETE", "/hunts/2")).toHaveLength(2);
  });

  it("shows the first page of hunts and the next on request, with their analytics", async () => {
    const fetchMock = stubFetch(
      route("GET", "/hunts", (_b: unknown, url: URL) =>
        url.searchParams.get("cursor") === "after-1" ? { hunts: [DRAFT], total: 2, next: null } : { hunts: [LIVE], total: 2, next: "after-1" },
      ),
      route("GET", "/admin/hunt-analytics", ANALYTICS),
    );
    renderPage();
    await screen.findByRole("heading", { name: "Canyon Critters" });
    expect(screen.getByText("Showing 1 of 2")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Draft Dunes" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("heading", { name: "Draft Dunes" });
    expect(screen.getByText("Showing 2 of 2")).toBeTruthy();
    expect(figure("Draft Dunes", "Completions")).toBe("0");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(callsTo(fetchMock, "GET", "/hunts").map((call) => call.url.searchParams.get("cursor"))).toEqual([null, "after-1"]);
  });

  it("reads the analytics of hunts beyond the first ones by their ids as their page loads", async () => {
    const [live, draft] = ANALYTICS.hunt_details;
    const fetchMock = stubFetch(
      route("GET", "/hunts", (_b: unknown, url: URL) =>
        url.searchParams.get("cursor") === "after-1" ? { hunts: [DRAFT], total: 2, next: null } : { hunts: [LIVE], total: 2, next: "after-1" },
      ),
      route("GET", "/admin/hunt-analytics", (_b: unknown, url: URL) =>
        url.searchParams.get("ids") === "2"
          ? { ...ANALYTICS, hunt_details: [{ ...draft!, views: 31, revenue: 12.5 }] }
          : { ...ANALYTICS, hunt_details: [live!] },
      ),
    );
    renderPage();
    await screen.findByRole("heading", { name: "Canyon Critters" });
    await waitFor(() => expect(figure("Canyon Critters", "Revenue")).toBe("$29.90"));
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("heading", { name: "Draft Dunes" });
    await waitFor(() => expect(figure("Draft Dunes", "Revenue")).toBe("$12.50"));
    expect(figure("Draft Dunes", "Views")).toBe("31");
    expect(callsTo(fetchMock, "GET", "/admin/hunt-analytics").map((call) => call.url.searchParams.get("ids"))).toEqual([null, "2"]);
  });
});
