// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "#shared/schemas/user";
import { useAuth } from "../../stores/auth";
import { flushOutbox } from "../../sync/flush";
import { setFlushRequester } from "../../sync/outbox";
import ProfilePage from "./profile-page";
import { currentToast, expectAccessible, freshAccountEachTest, LONG_TOKEN, renderPage, route, sampleUser, signInAs, stubFetch } from "../../testing/account-screens";
import { errorTexts } from "../../lib/i18n/error-texts";
import { messageTexts } from "../../lib/i18n/message-texts";

const account = (user: User) => [
  route("GET", "/api/users/profile", () => Response.json(user)),
  route("GET", "/api/users/points/history", () => Response.json({ items: [], total: 0 })),
  route("GET", "/api/users/coupons", () => Response.json({ items: [], total: 0 })),
];
const maya = sampleUser({ email_confirmed: true, email_proven: true });
const security = async () => within(await screen.findByRole("region", { name: "Sign-in and security" }));
const calls = (fetch: ReturnType<typeof stubFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url) === path);
const sentBody = (fetch: ReturnType<typeof stubFetch>, path: string) => JSON.parse(String((calls(fetch, path)[0]![1] as RequestInit).body));

/** Opens "Change password" on Maya's profile, with `answer` as the server's, and answers the form. */
async function openChangePassword(answer?: () => Response) {
  const fetch = stubFetch(...account(maya), ...(answer ? [route("POST", "/api/users/change-password", answer)] : []));
  signInAs(maya);
  const view = renderPage("/profile", <ProfilePage />);
  fireEvent.click((await security()).getByRole("button", { name: "Change password" }));
  return { fetch, view, form: within(await screen.findByRole("form", { name: "Change password" })) };
}

/** Types the current password and the new one twice, and sends the form. */
function submitPasswords(form: ReturnType<typeof within>, current: string, next: string) {
  fireEvent.change(form.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(form.getByLabelText("New password"), { target: { value: next } });
  fireEvent.change(form.getByLabelText("Confirm Password"), { target: { value: next } });
  fireEvent.click(form.getByRole("button", { name: "Change password" }));
}

freshAccountEachTest();

describe("the profile's 'Sign out of every device'", () => {
  it("signs the account out everywhere on the server, then on this device, and returns home", async () => {
    const fetch = stubFetch(...account(maya), route("POST", "/api/users/logout-everywhere", () => Response.json({ ended_sessions: 3 })));
    signInAs(maya);
    const { container } = renderPage("/profile", <ProfilePage />);
    const panel = await security();
    expect(panel.getByText(/Lost a phone, or signed in on a computer that isn't yours\?/)).toBeTruthy();
    await expectAccessible(container);
    fireEvent.click(panel.getByRole("button", { name: "Sign out of every device" }));

    expect(await screen.findByText("Landed on /")).toBeTruthy();
    await vi.waitFor(() => expect(useAuth.getState().user).toBeNull());
    expect(currentToast()).toMatchObject({ title: "Signed out of every device", description: "Sign in again on the phones and computers you use." });
    const asked = calls(fetch, "/api/users/logout-everywhere").map(([, init]) => (init?.headers as Record<string, string>).authorization);
    expect(asked).toEqual([`Bearer ${LONG_TOKEN}`]);
  });

  it("stays signed in and says so when there is no connection", async () => {
    stubFetch(...account(maya));
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    fireEvent.click((await security()).getByRole("button", { name: "Sign out of every device" }));
    await vi.waitFor(() =>
      expect(currentToast()).toMatchObject({ title: "Not signed out", description: "You're offline. Signing out of every device needs a connection.", variant: "destructive" }),
    );
    expect(useAuth.getState().user).toMatchObject({ id: maya.id });
  });
});

describe("the profile's 'Sign out'", () => {
  beforeEach(() => setFlushRequester(() => void flushOutbox()));
  afterEach(() => setFlushRequester(() => {}));

  it("returns home, not to the sign-in page, and asks the server to end the session", async () => {
    const fetch = stubFetch(...account(maya), route("POST", "/api/users/logout", () => new Response(null, { status: 204 })));
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    const header = within(await screen.findByRole("banner"));
    fireEvent.click(header.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Landed on /")).toBeTruthy();
    await vi.waitFor(() => expect(calls(fetch, "/api/users/logout")).toHaveLength(1));
    expect(useAuth.getState().user).toBeNull();
  });
});

describe("the profile's 'Change password'", () => {
  it("checks both passwords on the page first, then sends the current and the new one and says the other devices are signed out", async () => {
    const { fetch, view, form } = await openChangePassword(() => Response.json({ detail: messageTexts.en.passwordChangedOthersSignedOut() }));
    await expectAccessible(view.container);

    fireEvent.change(form.getByLabelText("New password"), { target: { value: "short" } });
    fireEvent.click(form.getByRole("button", { name: "Change password" }));
    expect(await form.findByText("Enter your current password")).toBeTruthy();
    expect(form.getByText(errorTexts.en.passwordTooShort())).toBeTruthy();
    expect(calls(fetch, "/api/users/change-password")).toHaveLength(0);

    submitPasswords(form, "old-trail-password", "new-trail-password");
    await vi.waitFor(() => expect(currentToast()).toMatchObject({ title: "Password changed", description: messageTexts.en.passwordChangedOthersSignedOut() }));
    expect(sentBody(fetch, "/api/users/change-password")).toEqual({ current_password: "old-trail-password", new_password: "new-trail-password" });
    expect(screen.queryByRole("form", { name: "Change password" })).toBeNull();
    expect(useAuth.getState().user).toMatchObject({ id: maya.id });
  });

  it("says under its field when the current password is wrong", async () => {
    const { form } = await openChangePassword(() => Response.json({ detail: errorTexts.en.currentPasswordWrong() }, { status: 403 }));
    submitPasswords(form, "not-it", "new-trail-password");
    const current = form.getByLabelText("Current password");
    await vi.waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(form.getByText("Your current password is incorrect.")).toBeTruthy();
  });

  it("shows a refusal the server gives, such as too many wrong passwords, and says so offline", async () => {
    const tooMany = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
    const { form } = await openChangePassword(() => Response.json({ detail: tooMany }, { status: 429 }));
    submitPasswords(form, "guess", "new-trail-password");
    await vi.waitFor(() => expect(currentToast()).toMatchObject({ title: "Password not changed", description: tooMany, variant: "destructive" }));
    stubFetch();
    submitPasswords(form, "guess", "new-trail-password");
    await vi.waitFor(() => expect(currentToast()).toMatchObject({ description: "You're offline. Changing your password needs a connection." }));
  });
});
