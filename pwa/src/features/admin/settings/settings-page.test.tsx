// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, type SiteSettings } from "#shared/schemas/settings";
import type { User } from "#shared/schemas/user";
import { db } from "../../../lib/database/db";
import { useAuth } from "../../../stores/auth";
import { useToasts } from "../../../stores/toasts";
import { headingLevels, seriousViolations } from "../../../testing/axe";
import { resetDevice, stubFetch } from "../../../testing/device";
import { formatBytes } from "./db-status-panel";
import SettingsPage from "./settings-page";

const grace: User = {
  id: 2, name: "Grace Ranger", email: "grace@example.com", phone: "", role: "admin", points_balance: 0, membership_tier: "free",
  marketing_consent: false, created_at: "2024-01-01T00:00:00Z", purchase_history: [],
};
const stored: SiteSettings = { ...DEFAULT_SETTINGS, site_name: "Junior Rangers", default_book_price: 15.5 };
const dbStatus = {
  ok: true, size_bytes: 2_411_724, journal_mode: "wal", last_migration: "2026-04-30T09:15:00.000Z",
  // As a server without estimates answers too: a table with no `estimated` was counted.
  tables: [{ name: "books", rows: 15 }, { name: "orders", rows: 1200, estimated: false }, { name: "page_views", rows: 300_000, estimated: true }, { name: "users", rows: 3 }],
};

const mailStatus = {
  transport: "smtp", last_sent_at: "2026-05-02T14:30:00.000Z", waiting: 2, failed: 1,
  failures: [{ id: 9, kind: "receipt", recipient: "ada@example.com", subject: "Your receipt from Park Hunts: order 0a1b2c3d", last_error: "451 Mailbox busy", at: "2026-05-01T08:00:00.000Z" }],
};

type Handler = (init: RequestInit | undefined) => Response;

function serve(handlers: Partial<Record<string, Handler>> = {}) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const handler = handlers[key];
    if (handler) return handler(init);
    if (key === "GET /api/admin/settings") return Response.json(stored);
    if (key === "GET /api/admin/db-status") return Response.json(dbStatus);
    if (key === "GET /api/admin/mail") return Response.json(mailStatus);
    return undefined;
  });
}

const renderSettings = () => render(<MemoryRouter><SettingsPage /></MemoryRouter>);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sent = (fetch: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetch.mock.calls.filter(([input, init]) => String(input) === `/api${path}` && (init?.method ?? "GET") === method);

beforeEach(async () => {
  await resetDevice();
  useAuth.setState({ user: grace, token: "admin-token", loading: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SettingsPage", () => {
  it("loads the stored settings into the form", async () => {
    serve();
    renderSettings();
    expect(screen.getByText("Loading settings...")).toBeTruthy();
    await waitFor(() => expect(field("Site name").value).toBe("Junior Rangers"));
    expect(field("Site description").value).toBe(DEFAULT_SETTINGS.site_description);
    expect(field("Contact email").value).toBe("hello@parkhunts.example");
    expect(field("Default book price ($)").value).toBe("15.50");
    expect(field("Default book price ($)").step).toBe("0.01");
    expect(field("Newsletter sign-up").checked).toBe(true);
    expect(field("Maintenance mode").checked).toBe(false);
  });

  it("saves every field to the server, says so, and refreshes the device's public settings", async () => {
    const fetch = serve({
      "PUT /api/admin/settings": (init) => Response.json({ ...(JSON.parse(String(init?.body)) as object) }),
      "GET /api/settings/public": () => Response.json({ site_name: "Trail Kids", site_description: "", newsletter_enabled: false, maintenance_mode: true }),
    });
    renderSettings();
    await waitFor(() => expect(field("Site name").value).toBe("Junior Rangers"));
    fireEvent.change(field("Site name"), { target: { value: "Trail Kids" } });
    fireEvent.change(field("Default book price ($)"), { target: { value: "14.25" } });
    fireEvent.click(field("Maintenance mode"));
    fireEvent.click(field("Newsletter sign-up"));
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeTruthy();

    await waitFor(() => expect(useToasts.getState().toast).toMatchObject({ title: "Settings saved successfully", variant: "default" }));
    const [put] = sent(fetch, "PUT", "/admin/settings");
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      ...stored,
      site_name: "Trail Kids",
      default_book_price: 14.25,
      maintenance_mode: true,
      newsletter_enabled: false,
    });
    await waitFor(async () => expect((await db.kv.get("public_settings"))?.value).toMatchObject({ site_name: "Trail Kids", maintenance_mode: true }));
    expect(screen.getByRole("button", { name: "Save Settings" })).toBeTruthy();
  });

  it("shows the server's refusal in a failure toast and keeps what was typed", async () => {
    serve({ "PUT /api/admin/settings": () => Response.json({ detail: "contact_email: Valid email is required" }, { status: 422 }) });
    renderSettings();
    await waitFor(() => expect(field("Site name").value).toBe("Junior Rangers"));
    fireEvent.change(field("Site name"), { target: { value: "Trail Kids" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() =>
      expect(useToasts.getState().toast).toMatchObject({ title: "Settings not saved", description: "contact_email: Valid email is required", variant: "destructive" }),
    );
    expect(field("Site name").value).toBe("Trail Kids");
  });

  it("names a mistake beside its field and sends nothing", async () => {
    const fetch = serve();
    renderSettings();
    await waitFor(() => expect(field("Site name").value).toBe("Junior Rangers"));
    fireEvent.change(field("Site name"), { target: { value: "  " } });
    fireEvent.change(field("Default book price ($)"), { target: { value: "" } });
    fireEvent.change(field("Contact email"), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Site name is required")).toBeTruthy();
    expect(screen.getByText("Enter a price such as 13.99")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(field("Site name").getAttribute("aria-invalid")).toBe("true");
    expect(sent(fetch, "PUT", "/admin/settings")).toHaveLength(0);
  });

  it("clears the cache on the server and reports what was removed", async () => {
    const fetch = serve({ "POST /api/admin/cache/clear": () => Response.json({ ok: true, cleared: 7, cached_responses: 5 }) });
    renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Clear cache" }));
    await waitFor(() =>
      expect(useToasts.getState().toast).toMatchObject({
        title: "Cache Cleared",
        description: "Removed 5 cached page responses and 2 expired server records.",
      }),
    );
    expect(sent(fetch, "POST", "/admin/cache/clear")).toHaveLength(1);
  });

  it("says when the cache could not be cleared", async () => {
    serve({ "POST /api/admin/cache/clear": () => Response.json({ detail: "Admin access required" }, { status: 403 }) });
    renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Clear cache" }));
    await waitFor(() => expect(useToasts.getState().toast).toMatchObject({ title: "Cache not cleared", description: "Admin access required", variant: "destructive" }));
  });

  it("shows the database's real figures and the signed-in admin", async () => {
    serve();
    renderSettings();
    const panel = within(screen.getByRole("article", { name: "Database status" }));
    const fact = (scope: typeof panel, label: string) => scope.getByText(label, { selector: "dt" }).nextElementSibling?.textContent?.replace(/\s+/g, " ");
    await waitFor(() => expect(fact(panel, "Size")).toBe("2.3 MB"));
    expect(fact(panel, "Rows")).toBe("about 301,218");
    expect(fact(panel, "Last migration")).toMatch(/^Apr 30, 2026/);
    expect(fact(panel, "Journal mode")).toBe("wal");
    expect(panel.getByRole("cell", { name: "orders" }).nextElementSibling?.textContent).toBe("1,200");
    expect(panel.getByRole("cell", { name: "page_views" }).nextElementSibling?.textContent).toBe("about 300,000");
    const account = within(screen.getByRole("article", { name: "Signed in as" }));
    expect(fact(account, "Name")).toBe("Grace Ranger");
    expect(fact(account, "Email")).toBe("grace@example.com");
    expect(fact(account, "Role")).toBe("admin");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(4096)).toBe("4.0 KB");
  });

  it("shows the mail queue's figures and failures, and sends a test message to the admin", async () => {
    const fetch = serve({ "POST /api/admin/mail/test": () => Response.json({ detail: "A test message is on its way to grace@example.com." }, { status: 202 }) });
    renderSettings();
    const panel = within(screen.getByRole("article", { name: "Mail" }));
    const fact = (label: string) => panel.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    await waitFor(() => expect(fact("Waiting")).toBe("2"));
    expect(fact("Failed")).toBe("1");
    expect(fact("Last sent")).toMatch(/^May 2, 2026/);
    expect(fact("Sent")).toBe("Through the SMTP service in SMTP_URL");
    expect(panel.getByText(/to ada@example\.com, .*: 451 Mailbox busy$/)).toBeTruthy();

    fireEvent.click(panel.getByRole("button", { name: "Send a test message" }));
    await waitFor(() =>
      expect(useToasts.getState().toast).toMatchObject({ title: "Test message queued", description: "A test message is on its way to grace@example.com." }),
    );
    expect(sent(fetch, "POST", "/admin/mail/test")).toHaveLength(1);
    await waitFor(() => expect(sent(fetch, "GET", "/admin/mail")).toHaveLength(2));
  });

  it("says when the test message could not be queued", async () => {
    serve({ "POST /api/admin/mail/test": () => Response.json({ detail: "admin is not an address mail can be sent to" }, { status: 422 }) });
    renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Send a test message" }));
    await waitFor(() =>
      expect(useToasts.getState().toast).toMatchObject({ title: "Test message not sent", description: "admin is not an address mail can be sent to", variant: "destructive" }),
    );
  });

  it("is accessible: no serious or critical axe violations, one h1, headings in order", async () => {
    serve();
    const { container } = renderSettings();
    await waitFor(() => expect(field("Site name").value).toBe("Junior Rangers"));
    await screen.findByText("Rows per table");
    await screen.findByText("Latest failures");
    expect(await seriousViolations(container)).toEqual([]);
    const levels = headingLevels(container);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
  });
});
