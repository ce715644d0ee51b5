// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import type { User } from "#shared/schemas/user";
import ConfirmEmailPage from "./confirm-email-page";
import ProfilePage from "./profile-page";
import { currentToast, expectAccessible, nextMinute, offline, renderPage, resetDevice, route, sampleUser, signInAs, stubFetch } from "./test-support";

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
    const fetch = stubFetch(...account(maya), route("POST", "/api/users/confirm-email/send", () => Response.json({ detail: ACCOUNT_MAIL_TEXTS.confirmationSent }, { status: 202 })));
    signInAs(maya);
    const { container } = renderPage("/profile", <ProfilePage />);
    const notice = within(await screen.findByRole("region", { name: "E-mail not confirmed" }));
    expect(notice.getByText(/Open the link we sent to maya@example\.com/)).toBeTruthy();
    await expectAccessible(container);
    fireEvent.click(notice.getByRole("button", { name: "Send again" }));
    await vi.waitFor(() => expect(currentToast()).toMatchObject({ title: "Confirmation sent", description: ACCOUNT_MAIL_TEXTS.confirmationSent }));
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

  it("says nothing about it once the e-mail is confirmed", async () => {
    const maya = sampleUser({ email_confirmed: true });
    stubFetch(...account(maya));
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    await screen.findByText("Account Details");
    expect(screen.queryByText("E-mail not confirmed")).toBeNull();
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

  it("says a used or expired link is dead and where a new one comes from", async () => {
    stubFetch(route("POST", "/api/users/confirm-email", () => Response.json({ detail: ACCOUNT_MAIL_TEXTS.confirmLinkDead }, { status: 410 })));
    signInAs(sampleUser());
    renderPage("/confirm-email", <ConfirmEmailPage />, undefined, "?token=used-token");
    expect((await screen.findByRole("alert")).textContent).toBe(ACCOUNT_MAIL_TEXTS.confirmLinkDead);
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
