// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterSignup } from "./newsletter-signup";
import { loadNewsletterWidget } from "./newsletter-widget";

const WIDGET_URL = "https://forms.mail-provider.example/parkhunts/embed.js";

const widgetScripts = () => [...document.querySelectorAll("script")].filter((s) => s.src === WIDGET_URL);

function pressSignUp() {
  fireEvent.click(screen.getByRole("button", { name: "Sign up for the newsletter" }));
  const [script] = widgetScripts();
  if (!script) throw new Error("the widget script was not injected");
  return script;
}

beforeEach(() => {
  vi.stubEnv("VITE_NEWSLETTER_SCRIPT_URL", WIDGET_URL);
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("NewsletterSignup", () => {
  it("fetches the provider's form only when the button is pressed, and shows it once loaded", async () => {
    render(<NewsletterSignup />);
    expect(widgetScripts()).toHaveLength(0);

    const script = pressSignUp();
    expect(screen.getByRole("button", { name: "Opening the sign-up form…" }).getAttribute("aria-busy")).toBe("true");
    await act(async () => script.dispatchEvent(new Event("load")));

    expect(screen.getByRole("region", { name: "Newsletter sign-up form" }).contains(script)).toBe(true);
    expect(screen.getByText(/Fill in the form below to join/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Sign up for the newsletter/ })).toBeNull();
  });

  it("fails quietly offline: no error, the button is simply ready again", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    render(<NewsletterSignup />);
    const script = pressSignUp();
    await act(async () => script.dispatchEvent(new Event("error")));

    expect(screen.getByRole("button", { name: "Sign up for the newsletter" }).getAttribute("aria-busy")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/fail|error|wrong/i)).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(widgetScripts()).toHaveLength(0);

    pressSignUp();
    expect(widgetScripts()).toHaveLength(1);
  });

  it("without a configured provider, the button says sign-up is coming soon", () => {
    vi.stubEnv("VITE_NEWSLETTER_SCRIPT_URL", "");
    render(<NewsletterSignup />);
    const button = screen.getByRole("button", { name: "Sign up for the newsletter Coming soon" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });
});

describe("loadNewsletterWidget", () => {
  it("gives up after the timeout and removes the script", async () => {
    vi.useFakeTimers();
    const slot = document.createElement("div");
    const loading = loadNewsletterWidget(slot, WIDGET_URL, 10_000);
    expect(slot.querySelector("script")).not.toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(await loading).toBe(false);
    expect(slot.querySelector("script")).toBeNull();
  });
});
