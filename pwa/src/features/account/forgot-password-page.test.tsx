// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ForgotPasswordPage from "./forgot-password-page";
import LoginPage from "./login-page";
import { expectAccessible, offline, renderPage, resetDevice, route, stubFetch } from "../../testing/account-screens";
import { errorTexts } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function ask(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send the link" }));
}

describe("Forgot password?", () => {
  it("is a link on the login page to 'Reset your password'", () => {
    renderPage("/login", <LoginPage />);
    expect(screen.getByRole("link", { name: messageTexts.en.forgotPassword() }).getAttribute("href")).toBe("/forgot-password");
  });

  it("asks for an e-mail and answers with the one sentence every address gets", async () => {
    const fetch = stubFetch(route("POST", "/api/users/forgot-password", () => Response.json({ detail: messageTexts.en.resetRequested() })));
    const { container } = renderPage("/forgot-password", <ForgotPasswordPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Reset your password");
    await expectAccessible(container);
    ask(" Maya@Example.com ");
    expect((await screen.findByRole("status")).textContent).toBe("If an account uses that address, we sent a link to reset its password.");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "maya@example.com", lang: "en" });
    expect(screen.queryByLabelText("Email")).toBeNull();
  });

  it("on the Spanish page asks for the link in Spanish, so the e-mail and its page are Spanish too", async () => {
    const fetch = stubFetch(route("POST", "/api/users/forgot-password", () => Response.json({ detail: messageTexts.en.resetRequested() })));
    window.history.replaceState(null, "", "/es/forgot-password");
    try {
      renderPage("/es/forgot-password", <ForgotPasswordPage />);
      ask("maya@example.com");
      await screen.findByRole("status");
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(String(init.body))).toEqual({ email: "maya@example.com", lang: "es" });
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("names a malformed address under its field and sends nothing", async () => {
    const fetch = stubFetch();
    renderPage("/forgot-password", <ForgotPasswordPage />);
    ask("maya");
    expect(await screen.findByText(errorTexts.en.validEmailRequired())).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says plainly that it needs a connection", async () => {
    offline();
    renderPage("/forgot-password", <ForgotPasswordPage />);
    ask("maya@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("You're offline. Resetting a password needs a connection.");
  });
});
