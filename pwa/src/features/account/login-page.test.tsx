// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../stores/auth";
import LoginPage from "./login-page";
import { currentToast, expectAccessible, LONG_TOKEN, offline, renderPage, resetDevice, route, sampleUser, stubFetch } from "../../testing/account-screens";

const maya = sampleUser();

function logInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

const acceptMaya = route("POST", "/api/users/login", () => Response.json({ access_token: LONG_TOKEN, token_type: "bearer", user: maya }));

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LoginPage", () => {
  it("asks for a required email-type email and a required password, accessibly", async () => {
    const { container } = renderPage("/login", <LoginPage />);
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.type).toBe("email");
    expect(email.required).toBe(true);
    expect((screen.getByLabelText("Password") as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
    await expectAccessible(container);
  });

  it("signs in, greets the family and opens their profile", async () => {
    const fetch = stubFetch(acceptMaya);
    renderPage("/login", <LoginPage />);
    logInWith("maya@example.com", "secret123");

    expect(await screen.findByText("Landed on /profile")).toBeTruthy();
    expect(currentToast()).toMatchObject({ title: "Welcome back!", description: "You have been logged in successfully." });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "maya@example.com", password: "secret123" });
    expect(useAuth.getState()).toMatchObject({ token: LONG_TOKEN, user: { email: "maya@example.com" }, adminToken: null });
  });

  it("returns to the page that asked for a login", async () => {
    stubFetch(acceptMaya);
    renderPage("/login", <LoginPage />, { from: { pathname: "/points-store" } });
    logInWith("maya@example.com", "secret123");
    expect(await screen.findByText("Landed on /points-store")).toBeTruthy();
  });

  it("shows 'Login Failed' with the server's reason and stays signed out", async () => {
    stubFetch(route("POST", "/api/users/login", () => Response.json({ detail: "Invalid email or password" }, { status: 401 })));
    renderPage("/login", <LoginPage />);
    logInWith("maya@example.com", "wrong-one");

    await waitFor(() => expect(currentToast()?.title).toBe("Login Failed"));
    expect(currentToast()).toMatchObject({ description: "Invalid email or password", variant: "destructive" });
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(useAuth.getState().token).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no reason", async () => {
    stubFetch(route("POST", "/api/users/login", () => new Response("oops", { status: 500 })));
    renderPage("/login", <LoginPage />);
    logInWith("maya@example.com", "secret123");
    await waitFor(() => expect(currentToast()).toMatchObject({ title: "Login Failed", description: "Login failed" }));
  });

  it("says a login needs a connection when there is none", async () => {
    offline();
    renderPage("/login", <LoginPage />);
    logInWith("maya@example.com", "secret123");
    await waitFor(() => expect(currentToast()).toMatchObject({ title: "Login Failed", description: "You're offline. Logging in needs a connection." }));
  });

  it("shows 'Signing In...' while the server answers", async () => {
    let answer: (res: Response) => void = () => {};
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderPage("/login", <LoginPage />);
    logInWith("maya@example.com", "secret123");
    expect(((await screen.findByRole("button", { name: "Signing In..." })) as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ access_token: LONG_TOKEN, token_type: "bearer", user: maya }));
    expect(await screen.findByText("Landed on /profile")).toBeTruthy();
  });
});
