// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import type { User } from "#shared/schemas/user";
import { useAuth } from "../../stores/auth";
import AdminArea from "./admin-area";

const regular: User = {
  id: 1,
  name: "Ada",
  email: "ada@example.com",
  phone: "",
  role: "user",
  points_balance: 0,
  membership_tier: "free",
  marketing_consent: false,
  created_at: "2024-01-01T00:00:00Z",
  purchase_history: [],
};
const admin: User = { ...regular, id: 2, name: "Grace Admin", email: "grace@example.com", role: "admin" };

function LoginStub() {
  const state = useLocation().state as { from?: { pathname: string } } | null;
  return <p>Admin login, from {state?.from?.pathname ?? "nowhere"}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>Home page</p> },
      { path: "/admin/login", element: <LoginStub /> },
      { path: "/admin/*", element: <AdminArea /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function serverAnswers(ok: boolean) {
  const fetchMock = vi.fn(async () => {
    if (!ok) throw new TypeError("Failed to fetch");
    return Response.json({ ok: true });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  await useAuth.persist.rehydrate();
});

beforeEach(() => {
  useAuth.setState({ loading: false, user: null, token: null, adminUser: null, adminToken: null });
  serverAnswers(true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminArea guard", () => {
  it("shows a centred spinner with 'Loading...' while the session loads", () => {
    useAuth.setState({ loading: true });
    renderAt("/admin/orders");
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(document.querySelector(".center-screen .spinner")).toBeTruthy();
  });

  it("sends a visitor to /admin/login, remembering the page", () => {
    const router = renderAt("/admin/orders");
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(screen.getByText("Admin login, from /admin/orders")).toBeTruthy();
  });

  it("sends a signed-in non-admin to /admin/login too", () => {
    useAuth.setState({ user: regular, token: "tok" });
    const router = renderAt("/admin/blog");
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(screen.getByText("Admin login, from /admin/blog")).toBeTruthy();
  });

  it("shows an admin the sidebar and the section", async () => {
    useAuth.setState({ user: admin, token: "tok", adminUser: admin, adminToken: "tok" });
    renderAt("/admin/orders");
    const sidebar = screen.getByRole("complementary", { name: "Admin panel" });
    const sections = within(within(sidebar).getByRole("navigation", { name: "Admin sections" })).getAllByRole("link");
    expect(sections.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin/dashboard"],
      ["Blog", "/admin/blog"],
      ["Shop", "/admin/shop"],
      ["Hunts", "/admin/hunts"],
      ["Podcast", "/admin/podcast"],
      ["Orders", "/admin/orders"],
      ["Settings", "/admin/settings"],
    ]);
    expect(within(sidebar).getByText("Grace Admin")).toBeTruthy();
    expect(within(sidebar).getByText("grace@example.com")).toBeTruthy();
    expect(within(sidebar).getByText("admin")).toBeTruthy();
    expect(within(sidebar).getByRole("link", { name: "View Website" }).getAttribute("href")).toBe("/");
    expect(await screen.findByRole("heading", { name: "Orders" })).toBeTruthy();
    // The health check succeeded, so the section stays.
    await act(() => Promise.resolve());
    expect(screen.queryByText(/needs a connection/)).toBeNull();
  });

  it("opens /admin on the dashboard and sub-pages on their section", async () => {
    useAuth.setState({ user: admin, token: "tok" });
    const router = renderAt("/admin");
    expect(router.state.location.pathname).toBe("/admin/dashboard");
    await act(() => router.navigate("/admin/blog/edit/3"));
    expect(await screen.findByRole("heading", { name: "Edit Post" })).toBeTruthy();
  });

  it("folds the sidebar behind a toggle", () => {
    useAuth.setState({ user: admin, token: "tok" });
    renderAt("/admin/dashboard");
    const toggle = screen.getByRole("button", { name: "Admin menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)!.className).toContain("open");
  });

  it("logs out to the home page", async () => {
    useAuth.setState({ user: admin, token: "tok", adminUser: admin, adminToken: "tok" });
    const router = renderAt("/admin/dashboard");
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    await vi.waitFor(() => expect(useAuth.getState().adminToken).toBeNull());
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("Home page")).toBeTruthy();
  });

  it("says plainly that it needs a connection when the server cannot be reached", async () => {
    useAuth.setState({ user: admin, token: "tok" });
    const fetchMock = serverAnswers(false);
    renderAt("/admin/dashboard");
    expect(await screen.findByText("The admin area needs a connection. Reconnect to manage the site.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/api/health", expect.objectContaining({ method: "GET" }));
    serverAnswers(true);
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByText("The admin area needs a connection. Reconnect to manage the site.")).toBeTruthy();
  });
});
