// @vitest-environment jsdom
/** An item's "Say it like" in the hunt editor: typed, opened from the admin's read, sent, checked, and tried aloud. */
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeVoice, installFakeSpeech } from "../../../testing/fake-speech";
import { speechSettings } from "../../../lib/speech/speech-settings";
import HuntEditPage from "./hunt-edit-page";
import HuntNewPage from "./hunt-new-page";
import { sampleHunt } from "../../../testing/admin/hunts";
import { NO_VOICE, NOTHING_TO_SAY } from "./try-say-as";
import { callsTo, route, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";
import { renderEditorAt } from "../../../testing/admin/editor-routes";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const group = (name: string) => within(screen.getByRole("group", { name }));
const AHWAHNEE = "ah-WAH-nee";

withSignedInAdmin();
beforeEach(() => {
  speechSettings.setState({ readAloud: false, voice: undefined, loaded: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function newItem(name: string) {
  renderAt("/admin/hunts/new");
  change(screen.getByLabelText("Title *"), "Yosemite Valley");
  fireEvent.click(screen.getByRole("button", { name: "Add item" }));
  change(group("Item 1").getByLabelText("Item name *"), name);
}

describe("An item's \"Say it like\"", () => {
  it("is typed, trimmed and sent with the item; empty reads the name", async () => {
    const fetchMock = stubFetch(route("POST", "/hunts", sampleHunt(), 201));
    await newItem("Ahwahnee");
    change(group("Item 1").getByLabelText("Say it like"), `  ${AHWAHNEE} `);
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    change(group("Item 2").getByLabelText("Item name *"), "Half Dome");
    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    const items = callsTo(fetchMock, "POST", "/hunts")[0]!.body!.items as Record<string, unknown>[];
    expect(items.map((i) => i.say_as)).toEqual([AHWAHNEE, ""]);
    expect(items.every((i) => !("try_say_as" in i))).toBe(true);
  });

  it("opens with the stored text and sends it back", async () => {
    const hunt = sampleHunt({ id: 4, items: [{ ...sampleHunt().items[0]!, say_as: "Mule deer, the big-eared one" }, sampleHunt().items[1]!] });
    const fetchMock = stubFetch(route("GET", "/hunts/4", hunt), route("PUT", "/hunts/4", hunt));
    renderAt("/admin/hunts/edit/4");
    expect(((await screen.findAllByLabelText("Say it like"))[0] as HTMLInputElement).value).toBe("Mule deer, the big-eared one");
    fireEvent.click(screen.getByRole("button", { name: "Update Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    const items = callsTo(fetchMock, "PUT", "/hunts/4")[0]!.body!.items as { say_as: string }[];
    expect(items.map((i) => i.say_as)).toEqual(["Mule deer, the big-eared one", ""]);
  });

  it("refuses more than 100 characters without sending", async () => {
    const fetchMock = stubFetch(route("POST", "/hunts", sampleHunt(), 201));
    await newItem("Ahwahnee");
    change(group("Item 1").getByLabelText("Say it like"), "s".repeat(101));
    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    expect(await screen.findByText("say_as must be at most 100 characters")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/hunts")).toEqual([]);
  });

  it("\"Try it\" says the text, else the name, in the offline English voice a phone would use", async () => {
    const fake = installFakeSpeech([fakeVoice("Google US English", "en-US", { localService: false, default: true }), fakeVoice("Samantha", "en-US")]);
    stubFetch();
    await newItem("Ahwahnee");
    fireEvent.click(group("Item 1").getByRole("button", { name: "Try it" }));
    await vi.waitFor(() => expect(fake.current()?.text).toBe("Ahwahnee"));
    change(group("Item 1").getByLabelText("Say it like"), AHWAHNEE);
    fireEvent.click(group("Item 1").getByRole("button", { name: "Try it" }));
    await vi.waitFor(() => expect(fake.current()?.text).toBe(AHWAHNEE));
    expect(fake.current()).toMatchObject({ lang: "en-US", rate: 0.9, voice: { name: "Samantha" } });
  });

  it("\"Try it\" says why it cannot: nothing to say, or no offline English voice", async () => {
    installFakeSpeech([fakeVoice("Google US English", "en-US", { localService: false })]);
    stubFetch();
    await newItem("");
    fireEvent.click(group("Item 1").getByRole("button", { name: "Try it" }));
    expect(await group("Item 1").findByText(NOTHING_TO_SAY)).toBeTruthy();
    change(group("Item 1").getByLabelText("Item name *"), "Ahwahnee");
    fireEvent.click(group("Item 1").getByRole("button", { name: "Try it" }));
    expect(await group("Item 1").findByText(NO_VOICE)).toBeTruthy();
  });
});
