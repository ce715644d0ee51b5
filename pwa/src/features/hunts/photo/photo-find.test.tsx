// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import { db, Dexie } from "../../../lib/database/db";
import { bytesOf } from "../../../testing/photos/photo-bytes";
import { useAuth } from "../../../stores/auth";
import { huntProgressStore } from "../stores/hunt-progress";
import { useToasts } from "../../../stores/toasts";
import HuntPage from "../hunt-page";
import { offline, resetDevice, sampleHunt, stubCaches } from "../../../testing/hunts/screens";

// jsdom has no image decoder and no canvas: the camera's file goes through a stand-in codec that
// encodes every photo as the same small JPEG, so the tests can tell what was stored from what was picked.
const codec = vi.hoisted(() => ({ current: null as null | import("../../../photos/photo-encode").PhotoCodec }));
vi.mock("../../../photos/photo-encode", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../photos/photo-encode")>();
  return { ...actual, browserCodec: { decode: (file: Blob) => codec.current!.decode(file), encode: (p: never, s: never) => codec.current!.encode(p, s) } };
});
const { fakeCodec } = await import("../../../testing/photos/camera");

const PROMPT = "Take a picture of your family with the dripping rock";

function photoHunt(overrides: Partial<Hunt> = {}): Hunt {
  const base = sampleHunt();
  return sampleHunt({ items: [{ ...base.items[0]!, photo_prompt: PROMPT }, { ...base.items[1]!, photo_prompt: "" }], ...overrides });
}

async function openHunt(hunt = photoHunt()) {
  await db.hunts.put(hunt);
  offline();
  return render(
    <MemoryRouter initialEntries={["/hunt/1"]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
        <Route path="/login" element={<h1>Log in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole("heading", { name: new RegExp(name) }).closest("li")!;
const takePhoto = () => screen.findByLabelText("Take photo");
const pick = async (file: File) => fireEvent.change(await takePhoto(), { target: { files: [file] } });
const cameraFile = () => new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 8, 69, 120, 105, 102])], "IMG_0001.jpg", { type: "image/jpeg" });
const finds = () => huntProgressStore(1).getState().finds;
const withoutPhoto = () => within(card("Weeping Rock")).queryByRole("button", { name: "Found it without a photo" });
/** The photo uploads queued (opening a hunt also queues its content view). */
const photoRows = async () => (await db.outbox.toArray()).filter((row) => row.kind === "hunt.photo");

let urls: { made: string[]; revoked: string[] };

beforeEach(async () => {
  await resetDevice();
  stubCaches();
  codec.current = fakeCodec();
  urls = { made: [], revoked: [] };
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
    const url = `blob:http://localhost/photo-${urls.made.length + 1}`;
    urls.made.push(url);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => void urls.revoked.push(url));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("an item found by its photo", () => {
  it("shows its prompt and a camera control instead of “Found it!”; other items keep the tap", async () => {
    await openHunt();
    const input = (await takePhoto()) as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/*");
    expect(input.getAttribute("capture")).toBe("environment");
    expect(within(card("Weeping Rock")).getByText(PROMPT)).toBeTruthy();
    expect(input.getAttribute("aria-describedby")).toBe(within(card("Weeping Rock")).getByText(PROMPT).closest("p")!.id);
    expect(within(card("Weeping Rock")).queryByRole("button", { name: /Found it!/ })).toBeNull();
    expect(within(card("Checkerboard Mesa")).getByRole("button", { name: "Found it! Checkerboard Mesa" })).toBeTruthy();
    expect(withoutPhoto()).toBeNull();
  });

  it("takes the place of the sign's word on an item that has both", async () => {
    const base = sampleHunt();
    await openHunt(sampleHunt({ items: [{ ...base.items[0]!, check_word_hash: "a".repeat(64), photo_prompt: PROMPT }, { ...base.items[1]!, check_word_hash: "b".repeat(64) }] }));
    // The field controls have loaded once the other item asks for its sign's word (the cards are drawn anew).
    await waitFor(() => expect(within(card("Checkerboard Mesa")).getByLabelText("Word on the sign")).toBeTruthy());
    expect(within(card("Weeping Rock")).getByLabelText("Take photo")).toBeTruthy();
    expect(within(card("Weeping Rock")).queryByLabelText("Word on the sign")).toBeNull();
  });

  it("with no signal and signed out: keeps the re-encoded photo with its upload row, finds the item by photo and shows the picture", async () => {
    const view = await openHunt();
    await pick(cameraFile());

    const picture = await screen.findByRole("img", { name: "Your photo: Weeping Rock" });
    expect(picture.getAttribute("src")).toBe(urls.made[0]);
    expect(useToasts.getState().toast?.title).toBe("Item Found!");
    expect(finds()).toMatchObject([{ item_id: 11, method: "photo" }]);
    expect(screen.queryByLabelText("Take photo")).toBeNull();

    const [photo] = await db.photos.toArray();
    expect(photo).toMatchObject({ hunt_id: 1, item_id: 11, user_id: null, server_id: null });
    // What is kept is what the encoder made, never the camera's own file (with its EXIF).
    expect(await bytesOf(photo)).toEqual((codec.current as ReturnType<typeof fakeCodec>).output);
    expect((codec.current as ReturnType<typeof fakeCodec>).calls).toEqual([{ width: 1600, height: 1200 }]);
    expect(await photoRows()).toMatchObject([{ id: photo!.id, kind: "hunt.photo", auth: null, state: "pending" }]);

    view.unmount();
    expect(urls.revoked).toEqual(urls.made);
  });

  it("queues the photo under the session when signed in", async () => {
    useAuth.setState({ token: "session-token", user: { id: 7 } as never, loading: false });
    await openHunt();
    await pick(cameraFile());
    await screen.findByRole("img", { name: "Your photo: Weeping Rock" });
    const [photo] = await db.photos.toArray();
    expect(photo).toMatchObject({ user_id: 7 });
    expect(await db.outbox.get(photo!.id)).toMatchObject({ auth: "session-token" });
  });

  it("refuses a file that is not a photo, and nothing is found or kept", async () => {
    await openHunt();
    await pick(new File(["Dear diary"], "notes.txt", { type: "text/plain" }));
    const alert = await within(card("Weeping Rock")).findByText("That file isn't a photo. Please take or choose a picture.");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(finds()).toEqual([]);
    expect(await db.photos.count()).toBe(0);
    expect(await photoRows()).toEqual([]);
    expect(await takePhoto()).toBeTruthy();
    expect(withoutPhoto()).toBeTruthy();
  });

  it("says so when the phone is out of space, and the item stays to find", async () => {
    await openHunt();
    const full = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    vi.spyOn(db.photos, "add").mockImplementation(() => Dexie.Promise.reject(full) as never);
    await pick(cameraFile());
    expect(await screen.findByText("Your phone is out of space for photos. Free some space and try again.")).toBeTruthy();
    expect(finds()).toEqual([]);
    expect(await photoRows()).toEqual([]);
    expect(await takePhoto()).toBeTruthy();
    expect(withoutPhoto()).toBeTruthy();
  });

  it("when the browser refuses to keep the photo, offers “Found it without a photo”, which finds the item by a tap", async () => {
    await openHunt();
    // What WebKit answered in Private Browsing when a Blob was written to IndexedDB.
    const refused = new DOMException("Error preparing Blob/File data to be stored in object store", "UnknownError");
    vi.spyOn(db.photos, "add").mockImplementation(() => Dexie.Promise.reject(refused) as never);
    await pick(cameraFile());
    expect(await within(card("Weeping Rock")).findByText("The photo could not be saved. Please try again.")).toBeTruthy();
    expect(finds()).toEqual([]);

    fireEvent.click(withoutPhoto()!);
    expect(finds()).toMatchObject([{ item_id: 11, method: "tap" }]);
    expect(useToasts.getState().toast?.title).toBe("Item Found!");
    // Found, the card reveals its fact.
    expect(await within(card("Weeping Rock")).findByText(/Did you know/)).toBeTruthy();
    expect(screen.queryByLabelText("Take photo")).toBeNull();
    expect(screen.queryByRole("img", { name: "Your photo: Weeping Rock" })).toBeNull();
    expect(await db.photos.count()).toBe(0);
    expect(await photoRows()).toEqual([]);
  });

  it("offers “Found it without a photo” when the camera closes with no picture, as on a phone without one", async () => {
    await openHunt();
    fireEvent(await takePhoto(), new Event("cancel"));
    fireEvent.click(await within(card("Weeping Rock")).findByRole("button", { name: "Found it without a photo" }));
    expect(finds()).toMatchObject([{ item_id: 11, method: "tap" }]);
  });

  it("shows the picture again when the hunt is opened later", async () => {
    const first = await openHunt();
    await pick(cameraFile());
    await screen.findByRole("img", { name: "Your photo: Weeping Rock" });
    first.unmount();
    await openHunt();
    expect(await screen.findByRole("img", { name: "Your photo: Weeping Rock" })).toBeTruthy();
  });
});

describe("the hunt's result", () => {
  const finished = { found: [11, 12], showQuiz: true, quizAnswers: { "21": "Old rain", "22": "East entrance" }, quizCompleted: true, totalScore: 30, badgeEarned: true };

  it("asks a signed-out family to sign in to back up the photos taken on this hunt", async () => {
    await openHunt();
    await pick(cameraFile());
    await screen.findByRole("img", { name: "Your photo: Weeping Rock" });
    huntProgressStore(1).setState(finished);
    const link = await screen.findByRole("link", { name: "Sign in to back up your photos" });
    expect(link.getAttribute("href")).toBe("/login");
    expect(link.closest("p")!.textContent).toContain("Your photo is saved on this phone only.");
    fireEvent.click(link);
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
  });

  it("says nothing about backing up when signed in, or when the hunt has no photos here", async () => {
    huntProgressStore(1).setState(finished);
    await openHunt();
    expect(await screen.findByText(/Your score:/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Sign in to back up your photos" })).toBeNull());

    cleanup();
    useAuth.setState({ token: "session-token", user: { id: 7 } as never, loading: false });
    await db.photos.add({ id: "p1", hunt_id: 1, item_id: 11, taken_at: "2030-01-01T00:00:00.000Z", blob: null, user_id: 7, server_id: null });
    await openHunt();
    expect(await screen.findByText(/Your score:/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign in to back up your photos" })).toBeNull();
  });
});
