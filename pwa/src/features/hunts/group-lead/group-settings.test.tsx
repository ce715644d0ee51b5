// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { GroupBoard } from "#shared/schemas/group";
import { stubFetch } from "../../../testing/device";
import { freshDeviceEachTest } from "../../../testing/fresh-device";
import { groupBoard, groupCalls, renderGroupPage, serveGroup, storeGroup } from "../../../testing/hunts/group-screens";

freshDeviceEachTest();

const leaderboard = () => screen.getByRole("switch", { name: "Leaderboard" }) as HTMLInputElement;
/** The server: PATCH answers the board with what it was sent. */
const patching = () => serveGroup([groupBoard()], (body) => groupBoard(body as Partial<GroupBoard>));
const sent = (fetch: ReturnType<typeof stubFetch>) => groupCalls(fetch, "PATCH").map(([, init]) => JSON.parse(String(init?.body)));

describe("the leader's settings for the group", () => {
  it("switches the leaderboard on the server, off by default", async () => {
    await storeGroup();
    const fetch = patching();
    renderGroupPage();
    await screen.findByRole("rowheader", { name: "Río Owls" });
    expect(leaderboard().checked).toBe(false);
    fireEvent.click(leaderboard());
    await waitFor(() => expect(leaderboard().checked).toBe(true));
    expect(sent(fetch)).toEqual([{ leaderboard: true }]);
  });

  it("ends the group once the leader confirms, and then says it is closed to new results", async () => {
    await storeGroup();
    const fetch = patching();
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderGroupPage();
    const end = await screen.findByRole("button", { name: "End the group" });
    fireEvent.click(end);
    expect(sent(fetch)).toEqual([]);
    fireEvent.click(end);
    expect(await screen.findByText("This group has ended: it is closed to new results.")).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith("End the group? Teams will no longer be able to send results.");
    expect(sent(fetch)).toEqual([{ status: "ended" }]);
    expect(screen.queryByRole("button", { name: "End the group" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Scan a team's results" })).toBeNull();
  });

  it("says both need signal when there is none, and changes nothing", async () => {
    await storeGroup();
    stubFetch();
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderGroupPage();
    await screen.findByRole("rowheader", { name: "Río Owls" });
    fireEvent.click(leaderboard());
    expect(await screen.findByText("This needs signal. Try again when you are online.")).toBeTruthy();
    expect(leaderboard().checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "End the group" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "End the group" })).toHaveProperty("disabled", false));
    expect(screen.getByText("This needs signal. Try again when you are online.")).toBeTruthy();
    expect(screen.queryByText(/closed to new results/)).toBeNull();
  });

  it("prints the results: the hunt, the day and every team with its score and badge", async () => {
    await storeGroup();
    serveGroup([groupBoard()]);
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { container } = renderGroupPage();
    fireEvent.click(await screen.findByRole("button", { name: "Print results" }));
    expect(print).toHaveBeenCalledOnce();
    const sheet = container.querySelector(".group-print")!;
    expect(sheet.textContent).toMatch(/^Results on \w+ \d+, \d{4}/);
    expect([...sheet.querySelectorAll("li")].map((li) => li.querySelector(".print-team-name")?.textContent)).toEqual(["Río Owls", "Canyon Wrens"]);
    expect(sheet.querySelectorAll("li")[1]!.textContent).toContain("Score: 95");
    expect(sheet.querySelectorAll("li")[1]!.querySelector("svg[aria-label='Badge earned']")).not.toBeNull();
  });
});
