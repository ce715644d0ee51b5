// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FamilyPhoto } from "#shared/schemas/photos";
import SignOutDialog from "../../components/sign-out-dialog";
import { db, type PhotoRow } from "../../lib/database/db";
import { bytesOf } from "../../testing/photos/photo-bytes";
import { useAuth } from "../../stores/auth";
import { storePhoto } from "../../photos/photo-outbox";
import { bearerFor } from "../../testing/accounts";
import { huntHistoryKey } from "./hunt-history-data";
import type { StoredHunt } from "../../lib/database/db";
import ProfilePage from "./profile-page";
import { refreshTripPhotos } from "./trip-photos";
import { expectAccessible, LONG_TOKEN, nextMinute, offline, renderPage, resetDevice, route, sampleUser, signInAs, stubFetch } from "../../testing/account-screens";

const jpegBytes = (n: number) => Uint8Array.from([0xff, 0xd8, 0xff, n, 0xff, 0xd9]);
const picture = (n: number) => new NodeBlob([jpegBytes(n)], { type: "image/jpeg" }) as unknown as Blob;

/** A hunt as the catalog keeps it; with `items` when it was opened on this device (item ids 11, 12, ...). */
function hunt(id: number, title: string, items?: string[]): StoredHunt {
  const summary = { id, title, description: "", location: "", difficulty: "easy", price: 0, teaser: false, thumbnail_image: "", estimated_time: "", age_range: "" };
  const counts = { featured: false, published: true, item_count: 2, question_count: 0, view_count: 0, completion_count: 0, purchase_count: 0 };
  const placeless = { location_description: "", educational_fact: "", points: 10, lat: null, lng: null, radius_m: 40, check_word_hash: "" };
  return { ...summary, ...counts, difficulty: "easy", items: items?.map((name, i) => ({ id: 11 + i, name, ...placeless })) };
}

function devicePhoto(id: string, overrides: Partial<PhotoRow> = {}): PhotoRow {
  return { id, hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z", picture: { bytes: jpegBytes(1).buffer, type: "image/jpeg" }, user_id: 7, server_id: `ph_${id}`, ...overrides };
}

const album = () => within(screen.getByRole("region", { name: "Trip photos" }));
const huntSection = (title: string) => within(album().getByRole("heading", { name: title }).closest("section")!);
const images = () => album().queryAllByRole("img");
/** Pictures drawn (a photo still on its way is a placeholder with the same name). */
const pictures = () => images().filter((img) => img.tagName === "IMG");

let urls: string[];

beforeEach(async () => {
  await resetDevice();
  nextMinute();
  await db.hunts.bulkPut([hunt(1, "Zion Canyon Quest", ["Weeping Rock", "Checkerboard Mesa"]), hunt(2, "Yosemite Valley Quest")]);
  urls = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
    urls.push(`blob:http://localhost/p${urls.length + 1}`);
    return urls.at(-1)!;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("Trip photos on the profile", () => {
  it("shows the photos on this device grouped by hunt, newest trip first, with no signal", async () => {
    await db.photos.bulkPut([
      devicePhoto("a", { taken_at: "2030-05-01T10:00:00.000Z" }),
      devicePhoto("b", { item_id: 12, taken_at: "2030-05-01T11:00:00.000Z", server_id: null }),
      // Kept as a Blob by an earlier version, not converted yet: shown all the same.
      { ...devicePhoto("c", { hunt_id: 2, item_id: 31, taken_at: "2030-07-04T09:00:00.000Z" }), picture: undefined, blob: picture(3) },
      // Taken signed out on this phone: the family's too, until sign-in hands it on.
      devicePhoto("d", { hunt_id: 2, item_id: 32, taken_at: "2030-07-04T09:30:00.000Z", user_id: null, server_id: null }),
      // Another account's photo on a shared phone.
      devicePhoto("e", { hunt_id: 1, user_id: 8 }),
    ]);
    offline();
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);

    await waitFor(() => expect(pictures()).toHaveLength(4));
    const headings = album().getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Yosemite Valley Quest", "Zion Canyon Quest"]);
    const zion = huntSection("Zion Canyon Quest");
    expect(zion.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Weeping Rock", "Checkerboard Mesa"]);
    expect(zion.getAllByText("Not backed up yet")).toHaveLength(1);
    // A hunt whose items this device never loaded still has its photos, named plainly.
    expect(huntSection("Yosemite Valley Quest").getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Trip photo", "Trip photo"]);
    for (const img of images()) expect(img.getAttribute("src")).toMatch(/^blob:/);
  });

  it("marks the photos that wait because the account's photo storage is full, and says how to make room", async () => {
    const full = "Photo storage is full: your family's photos use 500 MB of the 500 MB an account keeps. Delete some trip photos to make room.";
    const reason = { key: "photoStorageFull", params: { usedMb: 500, maxMb: 500 } };
    const upload = (id: string, lastError: string | null) => ({ id, kind: "hunt.photo" as const, payload: { hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError, reason: lastError === full ? reason : null, auth: LONG_TOKEN, state: "pending" as const });
    await db.photos.bulkPut([
      devicePhoto("01PHOTOFULL0000000000000A", { server_id: null, taken_at: "2030-05-01T10:00:00.000Z" }),
      devicePhoto("01PHOTOWAIT0000000000000B", { item_id: 12, server_id: null, taken_at: "2030-05-01T11:00:00.000Z" }),
    ]);
    await db.outbox.bulkAdd([upload("01PHOTOFULL0000000000000A", full), upload("01PHOTOWAIT0000000000000B", "No connection")]);
    offline();
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);

    await waitFor(() => expect(pictures()).toHaveLength(2));
    const zion = huntSection("Zion Canyon Quest");
    expect(zion.getByText("Photo storage is full")).toBeTruthy();
    expect(zion.getAllByText("Not backed up yet")).toHaveLength(1);
    expect(album().getByText(/Photo storage is full\. .*delete some trip photos to make room/)).toBeTruthy();
  });

  it("says where photos will appear when there are none", async () => {
    offline();
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);
    expect(await screen.findByText(/No trip photos yet/)).toBeTruthy();
  });

  it("on a new device, lists the account's photos from the server and fetches each picture with the session", async () => {
    const listed: FamilyPhoto[] = [
      { id: "ph_9", hunt_id: 1, item_id: 11, url: "/api/users/photos/ph_9/file", taken_at: "2030-05-01T10:00:00.000Z" },
      { id: "ph_10", hunt_id: 2, item_id: 31, url: "/api/users/photos/ph_10/file", taken_at: "2030-07-04T09:00:00.000Z" },
    ];
    const fetch = stubFetch(
      route("GET", "/api/users/photos", () => Response.json({ items: listed, total: 2 })),
      (url, init) => {
        const match = /^\/api\/users\/photos\/(ph_\d+)\/file$/.exec(url.pathname);
        if (!match) return undefined;
        if (new Headers(init?.headers).get("authorization") !== `Bearer ${LONG_TOKEN}`) return new Response(null, { status: 401 });
        return new Response(new NodeBlob([jpegBytes(Number(match[1]!.slice(3)))], { type: "image/jpeg" }) as unknown as BodyInit, { headers: { "content-type": "image/jpeg" } });
      },
    );
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);

    await waitFor(() => expect(images()).toHaveLength(2));
    await waitFor(() => expect(images().every((img) => img.getAttribute("src")?.startsWith("blob:"))).toBe(true));
    expect(huntSection("Zion Canyon Quest").getByRole("img").getAttribute("alt")).toBe("Weeping Rock");
    // Never pointed at the private URL (which answers only with the bearer token).
    expect(document.querySelector('img[src*="/api/"]')).toBeNull();
    const fileCalls = fetch.mock.calls.filter(([url]) => String(url).endsWith("/file"));
    expect(fileCalls).toHaveLength(2);
    const kept = await db.photos.get("server-ph_9");
    expect(kept).toMatchObject({ server_id: "ph_9", user_id: 7 });
    expect(await bytesOf(kept)).toEqual(jpegBytes(9));
  });

  it("accepts the server's list as a bare array, and adds nothing twice", async () => {
    const listed: FamilyPhoto[] = [{ id: "ph_9", hunt_id: 1, item_id: 11, url: "/api/users/photos/ph_9/file", taken_at: "2030-05-01T10:00:00.000Z" }];
    stubFetch(route("GET", "/api/users/photos", () => Response.json(listed)));
    signInAs(sampleUser());
    expect(await refreshTripPhotos()).toBe(true);
    expect(await refreshTripPhotos()).toBe(true);
    expect(await db.photos.toArray()).toMatchObject([{ id: "server-ph_9", picture: null }]);
  });

  it("does not fetch back a photo taken here whose upload's answer has not arrived, nor one being deleted", async () => {
    await db.photos.put(devicePhoto("local", { server_id: null, taken_at: "2030-05-01T10:00:00.000Z" }));
    await db.outbox.add({ id: "01DELETE00000000000000000A", kind: "hunt.photo.delete", payload: { photo_id: "ph_2" }, createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError: null, auth: LONG_TOKEN, state: "pending" });
    const listed: FamilyPhoto[] = [
      // The same photo as "local", stored by the server a moment ago (the time written its own way).
      { id: "ph_1", hunt_id: 1, item_id: 11, url: "/api/users/photos/ph_1/file", taken_at: "2030-05-01T10:00:00Z" },
      { id: "ph_2", hunt_id: 1, item_id: 12, url: "/api/users/photos/ph_2/file", taken_at: "2030-05-01T11:00:00Z" },
    ];
    stubFetch(route("GET", "/api/users/photos", () => Response.json({ items: listed, total: 2 })));
    signInAs(sampleUser());
    await refreshTripPhotos();
    expect((await db.photos.toArray()).map((p) => p.id)).toEqual(["local"]);
  });
});

describe("deleting a trip photo", () => {
  it("asks first, then removes an uploaded photo from the device and sends its deletion to the server", async () => {
    await db.photos.bulkPut([devicePhoto("a"), devicePhoto("b", { item_id: 12 })]);
    offline();
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);
    await waitFor(() => expect(images()).toHaveLength(2));

    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false);
    fireEvent.click(album().getByRole("button", { name: /^Delete photo: Weeping Rock/ }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await db.photos.count()).toBe(2);

    confirm.mockReturnValueOnce(true);
    fireEvent.click(album().getByRole("button", { name: /^Delete photo: Weeping Rock/ }));
    await waitFor(() => expect(images()).toHaveLength(1));
    expect(await db.photos.get("a")).toBeUndefined();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: "hunt.photo.delete", payload: { photo_id: "ph_a" }, auth: LONG_TOKEN, state: "pending" }]);
  });

  it("removes a photo not uploaded yet with its waiting upload, and sends nothing", async () => {
    await db.photos.put(devicePhoto("a", { server_id: null }));
    await db.outbox.add({ id: "a", kind: "hunt.photo", payload: { hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError: null, auth: null, state: "pending" });
    offline();
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    fireEvent.click(await album().findByRole("button", { name: /^Delete photo/ }));
    await waitFor(() => expect(album().getByText(/No trip photos yet/)).toBeTruthy());
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("signing out of the profile on a shared phone", () => {
  const ANA = bearerFor(7);
  const showProfile = () =>
    renderPage(
      "/profile",
      <>
        <ProfilePage />
        <SignOutDialog />
      </>,
    );

  it("asks while photos wait, and once signed out the next account sees none of the photos or the hunt history", async () => {
    offline();
    signInAs(sampleUser(), ANA);
    await db.kv.put({ key: huntHistoryKey(7), value: [{ hunt_id: 1, title: "Zion Canyon Quest", completed_at: "2030-05-01T15:00:00.000Z", score: 30, badge_earned: true, explorers: [] }] });
    await db.photos.put(devicePhoto("uploaded", { item_id: 14 }));
    for (const itemId of [11, 12, 13]) await storePhoto({ huntId: 1, itemId, blob: picture(itemId), auth: ANA, userId: 7 });
    const { container } = showProfile();
    await waitFor(() => expect(images()).toHaveLength(4));
    expect(await within(screen.getByRole("region", { name: "Hunt history" })).findByText("Zion Canyon Quest")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    const question = await screen.findByRole("dialog", { name: "3 photos are still waiting to upload. Sign out anyway?" });
    await expectAccessible(container);
    fireEvent.click(within(question).getByRole("button", { name: "Stay signed in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useAuth.getState().user?.id).toBe(7);
    expect(images()).toHaveLength(4);

    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Landed on /")).toBeTruthy();
    await waitFor(async () => expect(await db.photos.get("uploaded")).toBeUndefined());
    expect(await db.kv.get(huntHistoryKey(7))).toBeUndefined();
    cleanup();

    signInAs(sampleUser({ id: 8, name: "Ben" }), bearerFor(8));
    showProfile();
    expect(await album().findByText(/No trip photos yet/)).toBeTruthy();
    expect(await screen.findByText("Your finished hunts show here once this device has been online.")).toBeTruthy();
    // Ana's three are still on their way, with her own sign-in, and shown to no one else.
    expect((await db.outbox.toArray()).map((row) => row.auth)).toEqual([ANA, ANA, ANA]);
  });
});
