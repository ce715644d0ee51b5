// @vitest-environment jsdom
/** The Ready page's read-aloud line: the Voice picker with "Try it", or why read-aloud is off. */
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../../lib/database/db";
import { fakeVoice, installFakeSpeech } from "../../../testing/fake-speech";
import { SPEECH_SETTINGS_KEY, speechSettings } from "../../../lib/speech/speech-settings";
import { seriousViolations } from "../../../testing/axe";
import ReadyPage from "../ready-page";
import { offline, resetDevice, stubCaches } from "../../../testing/hunts/screens";
import { NO_VOICE } from "./voice-check";

const PHONE = [
  fakeVoice("Google US English", "en-US", { localService: false }),
  fakeVoice("Daniel", "en-GB"),
  fakeVoice("Samantha", "en-US"),
  fakeVoice("Thomas", "fr-FR", { default: true }),
];

const renderPage = () => render(<MemoryRouter><ReadyPage /></MemoryRouter>);
const line = async () => (await screen.findByRole("heading", { name: /Read aloud$/ })).closest("li")!;
const picker = () => screen.findByRole("combobox", { name: "Voice" }) as Promise<HTMLSelectElement>;

beforeEach(async () => {
  await resetDevice();
  speechSettings.setState({ readAloud: false, voice: undefined, loaded: false });
  offline();
  stubCaches();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the Ready page's Voice", () => {
  it("offers the phone's offline English voices, en-US first, and remembers the one chosen", async () => {
    installFakeSpeech(PHONE);
    const page = renderPage();
    const voice = await picker();
    expect([...voice.options].map((o) => o.textContent)).toEqual(["Samantha (en-US)", "Daniel (en-GB)"]);
    expect(voice.value).toBe("Samantha");
    expect((await line()).className).toContain("check-ok");
    fireEvent.change(voice, { target: { value: "Daniel" } });
    await waitFor(async () => expect((await db.kv.get(SPEECH_SETTINGS_KEY))?.value).toMatchObject({ voice: "Daniel" }));
    expect(await seriousViolations(page.container)).toEqual([]);

    cleanup();
    speechSettings.setState({ voice: undefined, loaded: false });
    renderPage();
    await waitFor(async () => expect((await picker()).value).toBe("Daniel"));
  });

  it("\"Try it\" reads a sample in the chosen voice", async () => {
    const fake = installFakeSpeech(PHONE);
    renderPage();
    fireEvent.change(await picker(), { target: { value: "Daniel" } });
    fireEvent.click(within(await line()).getByRole("button", { name: "Try it" }));
    expect(fake.current()).toMatchObject({ lang: "en-US", rate: 0.9, voice: { name: "Daniel" } });
    expect(fake.current()?.text).toMatch(/^Hello, explorer!/);
  });

  it("says read-aloud is off when the phone has no English voice that works offline, and where an iPhone adds one", async () => {
    installFakeSpeech(PHONE.filter((v) => !v.lang.startsWith("en") || !v.localService));
    renderPage();
    const off = await screen.findByText(NO_VOICE);
    expect(NO_VOICE).toBe("This phone has no English voice that works offline, so read-aloud is off.");
    expect(off.closest("li")?.className).toContain("check-todo");
    expect(within(off.closest("li")!).getByText(/Settings → Accessibility → Spoken Content → Voices/)).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Voice" })).toBeNull();
  });

  it("says the same where the browser cannot speak at all", async () => {
    renderPage();
    expect(await screen.findByText(NO_VOICE)).toBeTruthy();
  });
});
