// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GROUP_BOARD_REFRESH_MS } from "#shared/rules/group-play";
import { loadLanguage } from "../../../lib/i18n/texts";
import { headingLevels, seriousViolations } from "../../../testing/axe";
import { stubFetch } from "../../../testing/device";
import { freshDeviceEachTest } from "../../../testing/fresh-device";
import { boardTeam, CODE, groupBoard, groupCalls, JOIN_URL, renderGroupPage, serveGroup, storeGroup } from "../../../testing/hunts/group-screens";

beforeAll(() => loadLanguage("es"));
freshDeviceEachTest();

const teamRow = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!;
const cellsOf = (name: string) => within(teamRow(name)).getAllByRole("cell").map((cell) => cell.textContent);

describe("the leader's group page", () => {
  it("shows the hunt, the code to read aloud, the QR code and address to join, and a row per team with no position", async () => {
    await storeGroup();
    serveGroup([groupBoard()]);
    const { container } = renderGroupPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Zion Canyon Quest" })).toBeTruthy();
    expect(screen.getByText(CODE).className).toBe("group-code");
    expect(screen.getByRole("img", { name: `QR code to join the group ${CODE}` })).toBeTruthy();
    expect(screen.getByText(JOIN_URL)).toBeTruthy();
    expect(screen.getByRole("table", { name: "Teams" })).toBeTruthy();
    expect(cellsOf("Río Owls")).toEqual(["Maya, Leo", "4 of 10", "Not yet", "40", "No badge yet", expect.any(String)]);
    expect(cellsOf("Canyon Wrens").slice(1, 4)).toEqual(["10 of 10", "Done", "95"]);
    expect(within(teamRow("Canyon Wrens")).getByRole("img", { name: "Badge earned" })).toBeTruthy();
    expect(container.textContent).not.toMatch(/\b(rank|position|1st|place)\b/i);
    expect(await seriousViolations(container)).toEqual([]);
    expect(headingLevels(container)).toEqual([1, 2, 2]);
  });

  it("reads the board again every GROUP_BOARD_REFRESH_MS, and on coming back online", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await storeGroup();
    const later = groupBoard({ teams: [boardTeam({ score: 70, found: 7 }), boardTeam({ id: 43, name: "Mesa Jays", explorers: ["Ana"], score: 0, found: 0, reported_at: null })] });
    const fetch = serveGroup([groupBoard(), later, later]);
    renderGroupPage();
    await waitFor(() => expect(groupCalls(fetch)).toHaveLength(1));
    expect(await screen.findByRole("rowheader", { name: "Canyon Wrens" })).toBeTruthy();

    await act(async () => void vi.advanceTimersByTime(GROUP_BOARD_REFRESH_MS - 1));
    expect(groupCalls(fetch)).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(await screen.findByRole("rowheader", { name: "Mesa Jays" })).toBeTruthy();
    expect(groupCalls(fetch)).toHaveLength(2);
    expect(cellsOf("Río Owls")[3]).toBe("70");
    expect(cellsOf("Mesa Jays").at(-1)).toBe("Not yet");

    await act(async () => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(groupCalls(fetch)).toHaveLength(3));
  });

  it("opens with no signal on the board the phone kept, saying so", async () => {
    await storeGroup();
    stubFetch();
    renderGroupPage();
    expect(await screen.findByRole("rowheader", { name: "Río Owls" })).toBeTruthy();
    expect(cellsOf("Canyon Wrens")[3]).toBe("95");
    expect(await screen.findByText(/^No signal: this is the board as of .+, with the results scanned since\.$/)).toBeTruthy();
  });

  it("says so when a group made elsewhere cannot be read with no signal", async () => {
    stubFetch();
    renderGroupPage();
    expect(await screen.findByText("This group is not on this phone, and it could not be read from the server.")).toBeTruthy();
  });

  it("asks the server nothing for an address that cannot be a group's", async () => {
    const fetch = stubFetch();
    renderGroupPage("/group/not-a-code");
    expect(await screen.findByRole("heading", { level: 1, name: "Group not-a-code" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is in Spanish on its Spanish twin", async () => {
    await storeGroup();
    serveGroup([groupBoard()]);
    const { container } = renderGroupPage(`/es/group/${CODE}`);
    expect(await screen.findByRole("button", { name: "Escanear los resultados de un equipo" })).toBeTruthy();
    expect(screen.getByLabelText("Escanear desde una foto")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Clasificación" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Terminar el grupo" })).toBeTruthy();
    expect(screen.getByRole("img", { name: `Código QR para unirse al grupo ${CODE}` })).toBeTruthy();
    expect(within(screen.getByRole("rowheader", { name: "Río Owls" }).closest("tr")!).getByText("4 de 10")).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
