// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import Dexie, { type ObservabilitySet } from "dexie";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { db } from "../../lib/database/db";
import { AUTH_KEYS, useAuth } from "../../stores/auth";
import AdminLoginPage from "./admin-login-page";
import { adminUser } from "../../testing/accounts";

const admin = adminUser(2, "Grace", "grace@example.com");

function renderLogin(from?: string, area = <p>Admin area</p>) {
  const router = createMemoryRouter(
    [
      { path: "/admin/login", element: <AdminLoginPage /> },
      { path: "/admin/*", element: area },
    ],
    { initialEntries: [{ pathname: "/admin/login", state: from ? { from: { pathname: from } } : null }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "grace@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret123" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

beforeAll(async () => {
  await useAuth.persist.rehydrate();
});

beforeEach(() => {
  useAuth.setState({ loading: false, user: null, token: null, adminUser: null, adminToken: null });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AdminLoginPage", () => {
  it("has a required email-type field and a required password", () => {
    renderLogin();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.type).toBe("email");
    expect(email.required).toBe(true);
    expect((screen.getByLabelText("Password") as HTMLInputElement).required).toBe(true);
  });

  it("shows 'Signing In...' during the call, signs in as admin and returns to the page it came from", async () => {
    let answer: (res: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const router = renderLogin("/admin/orders");
    fillAndSubmit();
    const busy = await screen.findByRole("button", { name: "Signing In..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/login");
    expect(JSON.parse(String(init.body))).toEqual({ email: "grace@example.com", password: "secret123" });

    answer(Response.json({ access_token: "tok-admin", token_type: "bearer", user: admin }));
    expect(await screen.findByText("Admin area")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/orders");
    expect(useAuth.getState()).toMatchObject({ token: "tok-admin", adminToken: "tok-admin", user: { role: "admin" } });
  });

  it("goes to /admin/dashboard when it was opened directly", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ access_token: "t", token_type: "bearer", user: admin })));
    const router = renderLogin();
    fillAndSubmit();
    await screen.findByText("Admin area");
    expect(router.state.location.pathname).toBe("/admin/dashboard");
  });

  it("moves on only once the admin session is saved on the device, so a reload there stays signed in", async () => {
    await db.kv.get(AUTH_KEYS.adminToken); // lets the reset's own write finish first
    let savedWrites = 0;
    const countKvWrites = (parts: ObservabilitySet) => {
      if (Object.keys(parts).some((part) => part.split("/")[3] === "kv")) savedWrites++;
    };
    Dexie.on("storagemutated", countKvWrites);
    let savedWhenShown: number | null = null;
    function Area() {
      savedWhenShown ??= savedWrites;
      return <p>Admin area</p>;
    }
    try {
      vi.stubGlobal("fetch", vi.fn(async () => Response.json({ access_token: "tok-admin", token_type: "bearer", user: admin })));
      renderLogin(undefined, <Area />);
      fillAndSubmit();
      await screen.findByText("Admin area");
      expect(savedWhenShown).toBeGreaterThan(0);
      expect((await db.kv.get(AUTH_KEYS.adminToken))?.value).toBe("tok-admin");
    } finally {
      Dexie.on.storagemutated.unsubscribe(countKvWrites);
    }
  });

  it("shows the server's error in a red alert", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "Invalid email or password" }, { status: 401 })));
    renderLogin();
    fillAndSubmit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Invalid email or password");
    expect(alert.className).toBe("alert alert-danger");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(useAuth.getState().token).toBeNull();
  });

  it("sends an admin who is already signed in straight on", () => {
    useAuth.setState({ user: admin, token: "t", adminUser: admin, adminToken: "t" });
    const router = renderLogin("/admin/settings");
    expect(router.state.location.pathname).toBe("/admin/settings");
  });
});
