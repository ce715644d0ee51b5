// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../../lib/database/db";
import { loadLanguage } from "../../../lib/i18n/texts";
import { useAuth } from "../../../stores/auth";
import { huntProgressStore } from "../stores/hunt-progress";
import { seriousViolations } from "../../../testing/axe";
import { resetDevice, sampleHunt, stubCaches, stubFetch } from "../../../testing/hunts/screens";
import { GROUP_CODE, GROUP_KEY, renderTeamPages, storeTeam, TEAM_TOKEN } from "../../../testing/hunts/teams";
import type { GroupTeam } from "./group-team";

const JOINED = { team_id: 7, team_token: TEAM_TOKEN, key: GROUP_KEY, hunt_id: 1 };

/** The group API answering a join with `status` (201: the team made), the hunt, its picture and the standings. */
function serveJoin(status = 201, body: unknown = JOINED) {
  return stubFetch((url, init) => {
    if (url.pathname === `/api/groups/${GROUP_CODE}/teams` && init?.method === "POST") {
      return typeof body === "string" ? new Response(body, { status, headers: { "content-type": "text/html" } }) : Response.json(body, { status });
    }
    if (url.pathname === "/api/hunts/1") return Response.json(sampleHunt({ price: 4.99 }));
    if (url.pathname.startsWith("/uploads/")) return new Response("img", { headers: { "content-type": "image/jpeg" } });
    if (url.pathname === `/api/groups/${GROUP_CODE}/standings`) return Response.json({ status: "active", leaderboard: false, teams: [] });
    return undefined;
  });
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const join = () => fireEvent.click(screen.getByRole("button", { name: "Join the group" }));
const joinCalls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.filter(([url]) => String(url).endsWith("/teams"));

beforeAll(() => loadLanguage("es"));
beforeEach(async () => {
  await resetDevice();
  stubCaches();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the join form", () => {
  it("fills in the code from the leader's link, forgiving its case and dashes", async () => {
    renderTeamPages("/join/k7m-2qx");
    expect((await screen.findByRole("textbox", { name: "Group code" }) as HTMLInputElement).value).toBe(GROUP_CODE);
  });

  it("asks for a code that can be one and a team name of at most 30 characters, and sends nothing until they are", async () => {
    const fetch = serveJoin();
    renderTeamPages("/join");
    await screen.findByRole("textbox", { name: "Group code" });
    type("Group code", "K7M2");
    join();
    expect(await screen.findByText("A group code has 6 letters and numbers. Check it with your leader.")).toBeTruthy();
    expect(screen.getByText("Give your team a name.")).toBeTruthy();
    expect(field("Group code").getAttribute("aria-invalid")).toBe("true");

    type("Group code", " k7m 2qx ");
    type("Team name", "O".repeat(31));
    join();
    expect(await screen.findByText("A team name can be at most 30 characters.")).toBeTruthy();
    expect(screen.queryByText(/A group code has/)).toBeNull();
    expect(joinCalls(fetch)).toHaveLength(0);
  });

  it("lists up to 8 explorers, each name once, and each can be taken off again", async () => {
    serveJoin();
    renderTeamPages(`/join/${GROUP_CODE}`);
    await screen.findByRole("textbox", { name: "Group code" });
    for (const name of ["Ana", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal"]) {
      type("Explorer's first name", name);
      fireEvent.click(screen.getByRole("button", { name: "Add" }));
    }
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
    expect(screen.getByText("The first 6 take the quiz in turn on this phone.")).toBeTruthy();
    type("Explorer's first name", "Ivy");
    fireEvent.keyDown(field("Explorer's first name"), { key: "Enter" });
    expect((await screen.findByRole("alert")).textContent).toBe("A team can list up to 8 explorers.");
    fireEvent.click(screen.getByRole("button", { name: "Remove Hal" }));
    type("Explorer's first name", "ana");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("alert").textContent).toBe("Ana is already in the team.");
  });

  it.each([
    [404, { detail: "No group has this code.", key: "groupNotFound" }, "No group has this code. Check the code with your group's leader."],
    [410, { detail: "This group has ended.", key: "groupEnded" }, "This group has ended: it takes no more teams."],
    [429, { detail: "This group is full.", key: "groupFull", params: { max: 60 } }, "This group is full: it has 60 teams already."],
    [429, { detail: "Too many teams joined.", key: "tooManyJoins" }, "Too many teams joined from this network in a minute. Please try again in a moment."],
    [429, "<html>Slow down</html>", "Too many teams joined from this network in a minute. Please try again in a moment."],
  ])("says what a %i means and keeps nothing", async (status, body, message) => {
    serveJoin(status, body);
    renderTeamPages(`/join/${GROUP_CODE}`);
    type("Team name", "Otters");
    join();
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(await db.kv.get(`group-team:${GROUP_CODE}`)).toBeUndefined();
    expect((screen.getByRole("button", { name: "Join the group" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says plainly that joining needs signal, before trying and when a try finds none, and joins once when tried again", async () => {
    const noSignal = stubFetch();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderTeamPages(`/join/${GROUP_CODE}`);
    const note = "Joining a group needs signal. Connect to the internet, then join. Once joined, the hunt plays with no signal.";
    expect(await screen.findByText(note)).toBeTruthy();
    type("Team name", "Otters");
    join();
    expect((await screen.findByRole("alert")).textContent).toBe(note);
    expect(screen.getAllByText(note)).toHaveLength(1);

    // The first try may have reached the server with its answer lost: the second asks for the same team.
    const lost = joinCalls(noSignal)[0]![1] as RequestInit;
    const fetchNow = serveJoin();
    join();
    await screen.findByText("Playing as team Otters in group K7M2QX");
    const retried = joinCalls(fetchNow)[0]![1] as RequestInit;
    expect(new Headers(retried.headers).get("idempotency-key")).toBe(new Headers(lost.headers).get("idempotency-key"));
  });
});

describe("joining", () => {
  it("keeps the team, starts the hunt with its explorers, saves the hunt for no signal and opens it", async () => {
    const fetch = serveJoin();
    // A parent signed in on the phone: the team still joins with no account.
    useAuth.setState({ token: "parent-token" });
    huntProgressStore(1).setState({ found: [11] });
    renderTeamPages("/join/k7m2qx");
    type("Team name", "  Otters ");
    type("Explorer's first name", "Maya");
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    type("Explorer's first name", "Leo");
    join();

    expect(await screen.findByText("Playing as team Otters in group K7M2QX")).toBeTruthy();
    const [[, init]] = joinCalls(fetch) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ name: "Otters", explorers: ["Maya", "Leo"] });
    expect(new Headers(init.headers).get("authorization")).toBeNull();
    const team = (await db.kv.get(`group-team:${GROUP_CODE}`))?.value as GroupTeam;
    expect(team).toMatchObject({ code: GROUP_CODE, teamId: 7, name: "Otters", huntId: 1, token: TEAM_TOKEN, key: GROUP_KEY, explorers: ["Maya", "Leo"] });
    expect((await db.hunts.get(1))?.downloadedAt).toBeGreaterThan(0);
    // The paid hunt is played for the group, from the start.
    expect(await screen.findAllByRole("button", { name: /^Found it!/ })).toHaveLength(2);
    expect(huntProgressStore(1).getState()).toMatchObject({ found: [], explorers: { runs: [{ name: "Maya" }, { name: "Leo" }] } });
  });

  it("sends a phone that already plays in the group back to its hunt", async () => {
    await storeTeam();
    renderTeamPages(`/join/${GROUP_CODE}`);
    expect(await screen.findByText(/This phone already plays as team Otters in group K7M2QX/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the hunt" }).getAttribute("href")).toBe("/hunt/1");
    expect(screen.queryByRole("button", { name: "Join the group" })).toBeNull();
  });

  it("is in Spanish on a Spanish page, refusals included", async () => {
    serveJoin(404, { detail: "No group has this code.", key: "groupNotFound" });
    renderTeamPages(`/es/join/${GROUP_CODE}`);
    expect(await screen.findByRole("heading", { name: "Unirse a un grupo" })).toBeTruthy();
    expect(field("Código del grupo").value).toBe(GROUP_CODE);
    type("Nombre del equipo", "Nutrias");
    fireEvent.click(screen.getByRole("button", { name: "Unirse al grupo" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Ningún grupo tiene este código. Compruébalo con quien dirige tu grupo.");
  });

  it("has no serious accessibility problems", async () => {
    serveJoin();
    const { container } = renderTeamPages(`/join/${GROUP_CODE}`);
    type("Explorer's first name", "Maya");
    fireEvent.click(await screen.findByRole("button", { name: "Add" }));
    join();
    await waitFor(() => expect(screen.getByText("Give your team a name.")).toBeTruthy());
    expect(await seriousViolations(container)).toEqual([]);
  });
});
