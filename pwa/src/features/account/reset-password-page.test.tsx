// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../stores/auth";
import ResetPasswordPage from "./reset-password-page";
import { currentToast, expectAccessible, LONG_TOKEN, renderPage, resetDevice, route, sampleUser, stubFetch } from "../../testing/account-screens";
import { errorTexts } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";

const maya = sampleUser();

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function choose(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
}

const openLink = () => renderPage("/reset-password", <ResetPasswordPage />, undefined, "?token=link-token-123");

describe("ResetPasswordPage", () => {
  it("sets the new password with the link's token, signs the family in and opens the profile", async () => {
    const fetch = stubFetch(route("POST", "/api/users/reset-password", () => Response.json({ access_token: LONG_TOKEN, token_type: "bearer", user: maya })));
    const { container, router } = openLink();
    // The token leaves the address at once; the page keeps it.
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    await expectAccessible(container);
    choose("new-trail-mix");
    expect(await screen.findByText("Landed on /profile")).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: "link-token-123", password: "new-trail-mix" });
    expect(useAuth.getState()).toMatchObject({ token: LONG_TOKEN, user: { email: maya.email } });
    expect(currentToast()).toMatchObject({ title: "Password changed", description: messageTexts.en.passwordReset() });
  });

  it("holds the password to the registration rules before sending", async () => {
    const fetch = stubFetch();
    openLink();
    choose("short");
    expect(await screen.findByText(errorTexts.en.passwordTooShort())).toBeTruthy();
    choose("long-enough", "long-enuogh");
    expect(await screen.findByText(errorTexts.en.passwordsDoNotMatch())).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says a used or expired link is dead and leads back to 'Forgot password?'", async () => {
    stubFetch(route("POST", "/api/users/reset-password", () => Response.json({ detail: errorTexts.en.resetLinkDead() }, { status: 410 })));
    openLink();
    choose("new-trail-mix");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(errorTexts.en.resetLinkDead());
    expect(screen.getByRole("link", { name: messageTexts.en.forgotPassword() }).getAttribute("href")).toBe("/forgot-password");
    expect(useAuth.getState().token).toBeNull();
  });

  it("says so when the link lost its token", () => {
    renderPage("/reset-password", <ResetPasswordPage />);
    expect(screen.getByText("This link is incomplete: open the whole link from the e-mail.")).toBeTruthy();
    expect(screen.queryByLabelText("New password")).toBeNull();
  });
});
