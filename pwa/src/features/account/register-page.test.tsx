// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../../stores/auth";
import RegisterPage from "./register-page";
import { currentToast, expectAccessible, LONG_TOKEN, renderPage, resetDevice, route, sampleUser, stubFetch } from "../../testing/account-screens";

const FIELDS = { name: "Name", email: "Email", phone: "Phone (optional)", password: "Password", confirm: "Confirm Password" } as const;

function fill(values: Partial<Record<keyof typeof FIELDS, string>>) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(FIELDS[field as keyof typeof FIELDS]), { target: { value } });
  }
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return input.getAttribute("aria-invalid") === "true" ? document.getElementById(`${input.id}-error`)?.textContent : undefined;
};

const VALID = { name: "Maya Rivers", email: "maya@example.com", phone: "555-0100", password: "secret123", confirm: "secret123" };

beforeEach(async () => {
  await resetDevice();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RegisterPage", () => {
  it("shows every missing-field message under its field without calling the server", async () => {
    const fetch = stubFetch();
    const { container } = renderPage("/register", <RegisterPage />);
    submit();
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(errorOf(FIELDS.name)).toBe("Name is required");
    expect(errorOf(FIELDS.email)).toBe("Valid email is required");
    expect(errorOf(FIELDS.password)).toBe("Password must be at least 6 characters long");
    expect(fetch).not.toHaveBeenCalled();
    await expectAccessible(container);
  });

  it("wants an @ in the email", async () => {
    const fetch = stubFetch();
    renderPage("/register", <RegisterPage />);
    fill({ ...VALID, email: "maya.example.com" });
    submit();
    expect(await screen.findByText("Valid email is required")).toBeTruthy();
    expect(errorOf(FIELDS.name)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("wants a password of at least 6 characters", async () => {
    const fetch = stubFetch();
    renderPage("/register", <RegisterPage />);
    fill({ ...VALID, password: "12345", confirm: "12345" });
    submit();
    expect(await screen.findByText("Password must be at least 6 characters long")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("wants both passwords to match", async () => {
    const fetch = stubFetch();
    renderPage("/register", <RegisterPage />);
    fill({ ...VALID, confirm: "secret124" });
    submit();
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(errorOf(FIELDS.confirm)).toBe("Passwords do not match");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("creates the account, signs in with the answer, celebrates the bonus and opens the profile", async () => {
    const maya = sampleUser({ points_balance: 100, marketing_consent: true });
    const fetch = stubFetch(route("POST", "/api/users/register", () => Response.json({ access_token: LONG_TOKEN, token_type: "bearer", user: maya }, { status: 201 })));
    renderPage("/register", <RegisterPage />);
    fill(VALID);
    fireEvent.click(screen.getByLabelText("Send me news about new guidebooks and hunts"));
    submit();

    expect(await screen.findByText("Landed on /profile")).toBeTruthy();
    expect(currentToast()?.title).toBe("Account created successfully! You've received 100 welcome bonus points.");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: "Maya Rivers", email: "maya@example.com", phone: "555-0100", password: "secret123", marketing_consent: true, lang: "en" });
    expect(useAuth.getState()).toMatchObject({ token: LONG_TOKEN, user: { name: "Maya Rivers", points_balance: 100 } });
  });

  it("shows the server's reason when it refuses", async () => {
    stubFetch(route("POST", "/api/users/register", () => Response.json({ detail: "An account with this email already exists" }, { status: 409 })));
    renderPage("/register", <RegisterPage />);
    fill(VALID);
    submit();
    await waitFor(() => expect(currentToast()?.title).toBe("Registration Failed"));
    expect(currentToast()).toMatchObject({ description: "An account with this email already exists", variant: "destructive" });
    expect(useAuth.getState().token).toBeNull();
    expect(screen.getByRole("button", { name: "Create Account" })).toBeTruthy();
  });

  it("says 'Registration failed' when the server gives no reason", async () => {
    stubFetch(route("POST", "/api/users/register", () => new Response(null, { status: 502 })));
    renderPage("/register", <RegisterPage />);
    fill(VALID);
    submit();
    await waitFor(() => expect(currentToast()).toMatchObject({ title: "Registration Failed", description: "Registration failed" }));
  });
});
