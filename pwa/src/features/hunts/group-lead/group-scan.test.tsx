// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { stubFetch } from "../../../testing/device";
import { freshDeviceEachTest } from "../../../testing/fresh-device";
import { signInAs, sampleUser, LONG_TOKEN } from "../../../testing/account-screens";
import { fakeQrReader, OTHER_KEY, pickPhoto, queuedProgress, renderGroupPage, signedResult, storeGroup } from "../../../testing/hunts/group-screens";

freshDeviceEachTest(() => signInAs(sampleUser()));

const cellsOf = (name: string) => within(screen.getByRole("rowheader", { name }).closest("tr")!).getAllByRole("cell").map((cell) => cell.textContent);

/** The page with no signal, its photo reader finding `text` (none: no code) in any picture. */
async function scanning(text: () => string | null) {
  await storeGroup();
  stubFetch();
  fakeQrReader(() => [text()].filter((t): t is string => t !== null));
  renderGroupPage();
  await screen.findByRole("rowheader", { name: "Río Owls" });
}

describe("scanning a team's results on the leader's phone", () => {
  it("lays a valid result over the team's row at once, with no signal, and queues it once however often it is scanned", async () => {
    const text = await signedResult();
    await scanning(() => text);
    pickPhoto();
    expect(await screen.findByText("Río Owls: results added.")).toBeTruthy();
    await waitFor(() => expect(cellsOf("Río Owls").slice(1, 4)).toEqual(["7 of 10", "Done", "75"]));
    expect(within(screen.getByRole("rowheader", { name: "Río Owls" }).closest("tr")!).getByRole("img", { name: "Badge earned" })).toBeTruthy();
    pickPhoto();
    expect(await screen.findByText("Río Owls: these results were already scanned.")).toBeTruthy();
    const queued = await queuedProgress();
    expect(queued.map((row) => row.payload)).toEqual([{ result: text }]);
    expect(queued[0]!.auth).toBe(LONG_TOKEN);
  });

  it("gives a team the board has not shown yet a row of its own", async () => {
    const text = await signedResult({ teamId: 57, teamName: "Late Larks", found: [1], score: 10, badgeEarned: false, quizDone: false });
    await scanning(() => text);
    pickPhoto();
    expect(await screen.findByText("Late Larks: results added.")).toBeTruthy();
    expect(await screen.findByRole("rowheader", { name: "Late Larks" })).toBeTruthy();
    expect(cellsOf("Late Larks").slice(0, 5)).toEqual(["", "1 of 10", "Not yet", "10", "No badge yet"]);
  });

  it("keeps a row the board already has newer than the scanned result, and still queues the result", async () => {
    const text = await signedResult({ score: 5, reportedAt: Date.parse("2026-11-29T14:00:00.000Z") / 1000 });
    await scanning(() => text);
    pickPhoto();
    expect(await screen.findByText("Río Owls: results added.")).toBeTruthy();
    expect(cellsOf("Río Owls")[3]).toBe("40");
    expect(await queuedProgress()).toHaveLength(1);
  });

  it.each([
    ["another group's result", () => signedResult({ code: "ABCDEF" }, OTHER_KEY)],
    ["a result signed with another group's key", () => signedResult({}, OTHER_KEY)],
    ["a result changed by hand", async () => (await signedResult()).replace("|75|", "|99|")],
    ["a code that is not a result", async () => "https://example.com/"],
  ])("refuses %s as not from this group, and queues nothing", async (_, make) => {
    const text = await make();
    await scanning(() => text);
    pickPhoto();
    expect(await screen.findByText("This code is not from your group")).toBeTruthy();
    expect(cellsOf("Río Owls")[3]).toBe("40");
    expect(await queuedProgress()).toEqual([]);
  });

  it("says when the picture holds no QR code", async () => {
    await scanning(() => null);
    pickPhoto();
    expect(await screen.findByText(/^No QR code was found in this picture\./)).toBeTruthy();
  });

  it("opens the camera, rear one first, and stops it once a code is read", async () => {
    const text = await signedResult();
    await scanning(() => text);
    const stopped: string[] = [];
    const asked: MediaStreamConstraints[] = [];
    const getUserMedia = async (constraints: MediaStreamConstraints) => {
      asked.push(constraints);
      return { getTracks: () => [{ stop: () => stopped.push("video") }] };
    };
    // jsdom has no camera: the phone's, filming as soon as it is asked.
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
    onTestFinished(() => void delete (navigator as { mediaDevices?: unknown }).mediaDevices);
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(4);
    vi.spyOn(HTMLVideoElement.prototype, "videoWidth", "get").mockReturnValue(640);
    screen.getByRole("button", { name: "Scan a team's results" }).click();
    expect(await screen.findByText("Río Owls: results added.")).toBeTruthy();
    expect(asked).toEqual([{ video: { facingMode: { ideal: "environment" } }, audio: false }]);
    expect(stopped).toEqual(["video"]);
    expect(await queuedProgress()).toHaveLength(1);
  });
});
