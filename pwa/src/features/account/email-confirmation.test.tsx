// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "#shared/schemas/user";
import ConfirmEmailPage from "./confirm-email-page";
import LoginPage from "./login-page";
import ProfilePage from "./profile-page";
import { currentToast, expectAccessible, LONG_TOKEN, nextMinute, offline, renderPage, resetDevice, route, sampleUser, signInAs, stubFetch } from "../../testing/account-screens";
import { errorTexts } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";

const account = (user: User) => [
  route("GET", "/api/users/profile", () => Response.json(user)),
  route("GET", "/api/users/points/history", () => Response.json({ items: [], total: 0 })),
  route("GET", "/api/users/coupons", () => Response.json({ items: [], total: 0 })),
];

beforeEach(async () => {
  await resetDevice();
  nextMinute();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the profile's e-mail confirmation", () => {
  it("says 'E-mail not confirmed' until it is, and 'Send again' asks for a new link", async () => {
    const maya = sampleUser({ email_confirmed: false });
    const fetch = stubFetch(...account(maya), route("POST", "/api/users/confirm-email/send", () => Response.json({ detail: messageTexts.en.confirmationSent() }, { status: 202 })));
    signInAs(maya);
    const { container } = renderPage("/profile", <ProfilePage />);
    const notice = within(await screen.findByRole("region", { name: "E-mail not confirmed" }));
    expect(notice.getByText(/Open the link we sent to maya@example\.com/)).toBeTruthy();
    await expectAccessible(container);
    fireEvent.click(notice.getByRole("button", { name: "Send again" }));
    await vi.waitFor(() => expect(currentToast()).toMatchObject({ title: "Confirmation sent", description: messageTexts.en.confirmationSent() }));
    expect(fetch.mock.calls.filter(([url]) => String(url) === "/api/users/confirm-email/send")).toHaveLength(1);
  });

  it("shows the server's refusal of 'Send again'", async () => {
    const maya = sampleUser({ email_confirmed: false });
    const tooMany = "Too many confirmation e-mails. Please try again in an hour.";
    stubFetch(...account(maya), route("POST", "/api/users/confirm-email/send", () => Response.json({ detail: tooMany }, { status: 429 })));
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    fireEvent.click(await screen.findByRole("button", { name: "Send again" }));
    await vi.waitFor(() => expect(currentToast()).toMatchObject({ title: "Not sent", description: tooMany, variant: "destructive" }));
  });

  it("offers a new link to add past orders while the address was confirmed only where the family was not signed in", async () => {
    const maya = sampleUser({ email_confirmed: true, email_proven: false });
    const fetch = stubFetch(...account(maya), route("POST", "/api/users/confirm-email/send", () => Response.json({ detail: messageTexts.en.confirmationSent() }, { status: 202 })));
    signInAs(maya);
    const { container } = renderPage("/profile", <ProfilePage />);
    const notice = within(await screen.findByRole("region", { name: "Add your past orders" }));
    expect(notice.getByText(/Purchases made with maya@example\.com without signing in join your account once you open a link/)).toBeTruthy();
    expect(screen.queryByText("E-mail not confirmed")).toBeNull();
    await expectAccessible(container);
    fireEvent.click(notice.getByRole("button", { name: "Send the link" }));
    await vi.waitFor(() => expect(currentToast()).toMatchObject({ title: "Confirmation sent" }));
    expect(fetch.mock.calls.filter(([url]) => String(url) === "/api/users/confirm-email/send")).toHaveLength(1);
  });

  it("says nothing about it once the e-mail is confirmed and proven", async () => {
    const maya = sampleUser({ email_confirmed: true, email_proven: true });
    stubFetch(...account(maya));
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    await screen.findByText("Account Details");
    expect(screen.queryByText("E-mail not confirmed")).toBeNull();
    expect(screen.queryByText("Add your past orders")).toBeNull();
  });
});

describe("ConfirmEmailPage", () => {
  const openLink = () => renderPage("/confirm-email", <ConfirmEmailPage />, undefined, "?token=confirm-token-1");

  it("confirms the address once, says which, and counts the earlier purchases it brought", async () => {
    const fetch = stubFetch(
      route("POST", "/api/users/confirm-email", () => Response.json({ detail: "E-mail confirmed", email: "maya@example.com", claimed_orders: 2 })),
    );
    const { container } = openLink();
    expect(await screen.findByRole("heading", { name: "E-mail confirmed" })).toBeTruthy();
    expect(screen.getByText("maya@example.com is confirmed. Thank you!")).toBeTruthy();
    expect(screen.getByText("2 earlier purchases made with it now appear in your account.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    await expectAccessible(container);
    const confirms = fetch.mock.calls.filter(([url]) => String(url) === "/api/users/confirm-email");
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(String((confirms[0]![1] as RequestInit).body))).toEqual({ token: "confirm-token-1" });
  });

  it("opened signed out, confirms and offers 'Sign in to add your past orders', which signs in and opens the link again as the account", async () => {
    const maya = sampleUser();
    const fetch = stubFetch(
      route("POST", "/api/users/confirm-email", (init) =>
        (init?.headers as Record<string, string>).authorization
          ? Response.json({ detail: "E-mail confirmed", email: "maya@example.com", claimed_orders: 2, sign_in_to_claim: false })
          : Response.json({ detail: "E-mail confirmed", email: "maya@example.com", claimed_orders: 0, sign_in_to_claim: true }),
      ),
      route("POST", "/api/users/login", () => Response.json({ access_token: LONG_TOKEN, token_type: "bearer", user: maya })),
      ...account(maya),
    );
    const router = createMemoryRouter(
      [
        { path: "/confirm-email", element: <ConfirmEmailPage /> },
        { path: "/login", element: <LoginPage /> },
      ],
      { initialEntries: ["/confirm-email?token=confirm-token-2"] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(await screen.findByText("maya@example.com is confirmed. Thank you!")).toBeTruthy();
    expect(screen.getByText(/Orders placed with this address join your account only when this link is opened while you're signed in/)).toBeTruthy();
    expect(screen.queryByText(/earlier purchase/)).toBeNull();
    await expectAccessible(container);

    fireEvent.click(screen.getByRole("link", { name: "Sign in to add your past orders" }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "maya@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "trail-mix-42" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("2 earlier purchases made with it now appear in your account.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/confirm-email");
    const confirms = fetch.mock.calls.filter(([url]) => String(url) === "/api/users/confirm-email").map(([, init]) => init as RequestInit);
    expect(confirms.map((init) => [JSON.parse(String(init.body)).token, (init.headers as Record<string, string>).authorization])).toEqual([
      ["confirm-token-2", undefined],
      ["confirm-token-2", `Bearer ${LONG_TOKEN}`],
    ]);
  });

  it("says a used or expired link is dead and where a new one comes from", async () => {
    stubFetch(route("POST", "/api/users/confirm-email", () => Response.json({ detail: errorTexts.en.confirmLinkDead() }, { status: 410 })));
    signInAs(sampleUser());
    renderPage("/confirm-email", <ConfirmEmailPage />, undefined, "?token=used-token");
    expect((await screen.findByRole("alert")).textContent).toBe(errorTexts.en.confirmLinkDead());
    expect(screen.getByText('For a new link, sign in and choose "Send again" on your profile.')).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe("/profile");
  });

  it("offers to try again when there is no connection", async () => {
    offline();
    renderPage("/confirm-email", <ConfirmEmailPage />, undefined, "?token=offline-token");
    expect(await screen.findByText("You're offline. Confirming your e-mail needs a connection.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
