// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeVoice, installFakeSpeech } from "../../testing/fake-speech";
import { chooseVoice, languageTag, loadVoices, localVoicesFor } from "./voices";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const names = (voices: readonly { name: string }[]) => voices.map((v) => v.name);

const DEVICE = [
  fakeVoice("Google UK English", "en-GB", { localService: false }),
  fakeVoice("Daniel", "en-GB"),
  fakeVoice("Google US English", "en-US", { localService: false, default: true }),
  fakeVoice("Thomas", "fr-FR", { default: true }),
  fakeVoice("Samantha", "en_US"),
  fakeVoice("Alex", "en-US"),
  fakeVoice("Karen", "en-AU"),
];

describe("choosing a voice", () => {
  it("keeps only voices that work offline, for the text's language, en-US first for English", () => {
    expect(names(localVoicesFor(DEVICE, "en-US"))).toEqual(["Alex", "Samantha", "Daniel", "Karen"]);
    expect(names(localVoicesFor(DEVICE, "en"))).toEqual(["Alex", "Samantha", "Daniel", "Karen"]);
    expect(names(localVoicesFor(DEVICE, "en-GB"))).toEqual(["Daniel", "Alex", "Karen", "Samantha"]);
    expect(names(localVoicesFor(DEVICE, "fr"))).toEqual(["Thomas"]);
    expect(localVoicesFor(DEVICE, "es-US")).toEqual([]);
  });

  it("puts the device's default first within the region", () => {
    const voices = [fakeVoice("Alex", "en-US"), fakeVoice("Zoe", "en-US", { default: true })];
    expect(chooseVoice(voices, "en-US")?.name).toBe("Zoe");
  });

  it("takes the family's chosen voice while the device still has it, offline, for the language", () => {
    expect(chooseVoice(DEVICE, "en-US", "Daniel")?.name).toBe("Daniel");
    expect(chooseVoice(DEVICE, "en-US", "Gone")?.name).toBe("Alex");
    expect(chooseVoice(DEVICE, "en-US", "Google US English")?.name).toBe("Alex");
    expect(chooseVoice(DEVICE, "en-US", "Thomas")?.name).toBe("Alex");
    expect(chooseVoice(DEVICE.filter((v) => !v.localService), "en-US")).toBeUndefined();
    expect(chooseVoice([], "en-US")).toBeUndefined();
  });

  it("reads language tags however the device writes them", () => {
    expect(languageTag("en_us")).toBe("en-US");
    expect(languageTag("EN")).toBe("en");
  });
});

describe("loading the voices", () => {
  it("answers the list at once when the browser has it", async () => {
    const fake = installFakeSpeech(DEVICE);
    expect(names(await loadVoices(fake.synth))).toEqual(names(DEVICE));
  });

  it("waits for voiceschanged when the list comes late, and gives up after a while", async () => {
    const fake = installFakeSpeech([]);
    const late = loadVoices(fake.synth, 5_000);
    fake.setVoices(DEVICE);
    expect(await late).toHaveLength(DEVICE.length);

    vi.useFakeTimers();
    const none = loadVoices(installFakeSpeech([]).synth, 2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await none).toEqual([]);
  });
});
