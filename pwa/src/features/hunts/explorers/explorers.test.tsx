// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { roperHuntIn } from "../roper-hunt";
import { db } from "../../../lib/database/db";
import { huntProgressStore, roperProgressStore, type ExplorerRun } from "../stores/hunt-progress";
import HuntPage from "../hunt-page";
import RoperHuntPage from "../roper-hunt-page";
import { offline, resetDevice, sampleHunt, storeHunt } from "../../../testing/hunts/screens";
import { EXPLORER_NAMES_KEY } from "./explorer-names";

const ROPER_QUESTIONS = roperHuntIn("en")!.questions;

function openHunt(id = 1) {
  return render(
    <MemoryRouter initialEntries={[`/hunt/${id}`]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const nameBox = () => screen.getByRole("textbox", { name: "Explorer name" });
function addExplorer(name: string) {
  fireEvent.change(nameBox(), { target: { value: name } });
  fireEvent.click(screen.getByRole("button", { name: "Add" }));
}
const chips = () => within(screen.getByRole("list", { name: "Explorers playing" })).getAllByRole("listitem").map((li) => li.firstChild?.textContent);
const remembered = async () => (await db.kv.get(EXPLORER_NAMES_KEY))?.value;
const completions = async () => (await db.outbox.toArray()).filter((row) => row.kind === "hunt.complete");
const card = (name: string) => screen.getByRole("heading", { name: new RegExp(name) }).closest("li")!;

beforeEach(async () => {
  await resetDevice();
  offline();
  await storeHunt(sampleHunt());
  vi.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("adding explorers", () => {
  it("adds names from the box (the Add button or Enter), refuses what breaks the rules and says why, and removes a chip", async () => {
    openHunt();
    fireEvent.click(await screen.findByRole("button", { name: "Add explorers" }));
    addExplorer("  Maya ");
    fireEvent.change(nameBox(), { target: { value: "Leo" } });
    fireEvent.submit(nameBox().closest("form")!); // Enter in the box submits its form
    expect(chips()).toEqual(["Maya", "Leo"]);
    expect((nameBox() as HTMLInputElement).value).toBe("");

    addExplorer("MAYA");
    expect(screen.getByRole("alert").textContent).toBe("Maya is already an explorer. Give each explorer a different name.");
    expect(nameBox().getAttribute("aria-invalid")).toBe("true");
    addExplorer("   ");
    expect(screen.getByRole("alert").textContent).toBe("Type the explorer's name first.");
    addExplorer("x".repeat(31));
    expect(screen.getByRole("alert").textContent).toBe("A name can be at most 30 characters.");
    for (const name of ["Ana", "Ben", "Cy", "Di"]) addExplorer(name);
    expect(screen.queryByRole("alert")).toBeNull();
    addExplorer("Eve");
    expect(screen.getByRole("alert").textContent).toBe("Up to 6 explorers can share one phone.");
    expect(chips()).toHaveLength(6);

    fireEvent.click(screen.getByRole("button", { name: "Remove Leo" }));
    expect(chips()).toEqual(["Maya", "Ana", "Ben", "Cy", "Di"]);
    await waitFor(async () => expect(await remembered()).toEqual(["Maya", "Ana", "Ben", "Cy", "Di"]));
    expect(huntProgressStore(1).getState().explorers?.runs.map((run) => run.name)).toEqual(["Maya", "Ana", "Ben", "Cy", "Di"]);
  });

  it("remembers the names on the device for the next hunt, and forgets them when all are removed", async () => {
    openHunt();
    fireEvent.click(await screen.findByRole("button", { name: "Add explorers" }));
    addExplorer("Maya");
    addExplorer("Leo");
    await waitFor(async () => expect(await remembered()).toEqual(["Maya", "Leo"]));
    cleanup();

    await storeHunt(sampleHunt({ id: 2, title: "Bryce Canyon Quest" }));
    openHunt(2);
    await waitFor(() => expect(chips()).toEqual(["Maya", "Leo"]));
    fireEvent.click(screen.getByRole("button", { name: "Remove Maya" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove Leo" }));
    expect(await screen.findByRole("button", { name: "Add explorers" })).toBeTruthy();
    await waitFor(async () => expect(await remembered()).toBeUndefined());
  });

  it("changes nothing for a family playing as one but for the button", async () => {
    openHunt();
    expect(await screen.findByRole("button", { name: "Add explorers" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Explorers" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Found it! Weeping Rock" }));
    expect(screen.queryByRole("group", { name: "Who spotted it?" })).toBeNull();
  });
});

describe("a hunt played by explorers", () => {
  it("asks who spotted each find, passes the quiz from explorer to explorer, and queues one completion for all", async () => {
    await db.kv.put({ key: EXPLORER_NAMES_KEY, value: ["Maya", "Leo"] });
    openHunt();
    await waitFor(() => expect(chips()).toEqual(["Maya", "Leo"]));

    fireEvent.click(screen.getByRole("button", { name: "Found it! Weeping Rock" }));
    const rock = within(within(card("Weeping Rock")).getByRole("group", { name: "Who spotted it?" }));
    fireEvent.click(rock.getByRole("button", { name: "Leo" }));
    fireEvent.click(rock.getByRole("button", { name: "Maya" }));
    expect(rock.getByRole("button", { name: "Maya" }).getAttribute("aria-pressed")).toBe("true");
    expect(rock.getByRole("button", { name: "Leo" }).getAttribute("aria-pressed")).toBe("false");
    // Optional: the second find is nobody's.
    fireEvent.click(screen.getByRole("button", { name: "Found it! Checkerboard Mesa" }));
    expect(within(card("Checkerboard Mesa")).getByRole("group", { name: "Who spotted it?" })).toBeTruthy();

    // Maya's turn: both right. The names cannot change once she hands in.
    expect(await screen.findByRole("heading", { name: "Maya's turn" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Old rain" }));
    fireEvent.click(screen.getByRole("radio", { name: "East entrance" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));

    expect(await screen.findByRole("heading", { name: "Pass the phone to Leo" })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("Pass the phone to Leo");
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    expect(screen.queryByText("Old rain")).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit Quiz" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Maya" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Start Leo's turn" }));
    expect(await screen.findByRole("heading", { name: "Leo's turn" })).toBeTruthy();
    expect(screen.getAllByRole("radio").filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    // Leo: both wrong, 20 of 30 (the badge takes 21).
    fireEvent.click(screen.getByRole("radio", { name: "A pipe" }));
    fireEvent.click(screen.getByRole("radio", { name: "North pole" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));

    const results = within(await screen.findByRole("list", { name: "Explorers' results" }));
    const [maya, leo] = results.getAllByRole("listitem").filter((li) => li.parentElement?.getAttribute("aria-label") === "Explorers' results");
    expect(within(maya!).getByRole("heading", { name: "Maya" })).toBeTruthy();
    expect(maya!.textContent).toContain("Score: 30 of 30 points");
    expect(maya!.textContent).toContain("Spotted 1 find");
    expect(within(maya!).getByRole("img", { name: "Zion Canyon Quest Explorer Badge" })).toBeTruthy();
    expect(within(maya!).getByRole("button", { name: "Save badge picture" })).toBeTruthy();
    expect(leo!.textContent).toContain("Score: 20 of 30 points");
    expect(leo!.textContent).toContain("Spotted 0 finds");
    expect(leo!.textContent).toContain("No badge this time: it takes 21 points.");
    expect(within(leo!).queryByRole("img")).toBeNull();
    expect(within(leo!).queryByRole("button", { name: "Save badge picture" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Who spotted it?" })).toBeNull();

    const [completion, ...more] = await completions();
    expect(more).toHaveLength(0);
    // Each explorer's own answers go with them, beside the result shown; the finds are everyone's.
    expect(completion?.payload).toMatchObject({
      hunt_id: 1,
      score: 30,
      badge_earned: true,
      explorers: [
        { name: "Maya", score: 30, badge_earned: true, spotted: 1, answers: { "21": "Old rain", "22": "East entrance" } },
        { name: "Leo", score: 20, badge_earned: false, spotted: 0, answers: { "21": "A pipe", "22": "North pole" } },
      ],
    });
    expect((completion?.payload as { finds: unknown[] }).finds).toHaveLength(2);
    expect(completion?.payload).not.toHaveProperty("answers");
    expect(huntProgressStore(1).getState()).toMatchObject({ quizCompleted: true, totalScore: 30, badgeEarned: true });
  });

  it("keeps the turns and the pass screen across a reload, and a reset clears them and starts again with the remembered names", async () => {
    await db.kv.put({ key: EXPLORER_NAMES_KEY, value: ["Maya", "Leo"] });
    const runs: ExplorerRun[] = [
      { name: "Maya", answers: { "21": "Old rain", "22": "East entrance" }, submitted: true },
      { name: "Leo", answers: {}, submitted: false },
    ];
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, explorers: { runs, turn: 0, spotted: {} } });
    openHunt();
    expect(await screen.findByRole("heading", { name: "Pass the phone to Leo" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Reset Hunt" }));
    await waitFor(() => expect(chips()).toEqual(["Maya", "Leo"]));
    expect(huntProgressStore(1).getState().explorers).toEqual({ runs: runs.map((run) => ({ ...run, answers: {}, submitted: false })), turn: 0, spotted: {} });
    expect(screen.queryByRole("heading", { name: /turn|Pass the phone/ })).toBeNull();
  });

  it("keeps the last explorer's quiz to hand in again when the completion cannot be queued", async () => {
    const runs: ExplorerRun[] = [
      { name: "Maya", answers: { "21": "Old rain", "22": "East entrance" }, submitted: true },
      { name: "Leo", answers: {}, submitted: false },
    ];
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, quizAnswers: { "21": "A pipe", "22": "East entrance" }, explorers: { runs, turn: 1, spotted: {} } });
    openHunt();
    const submit = await screen.findByRole("button", { name: "Submit Quiz" });
    vi.spyOn(db.outbox, "add").mockRejectedValueOnce(new DOMException("full", "QuotaExceededError"));
    fireEvent.click(submit);
    await waitFor(() => expect(huntProgressStore(1).getState().explorers?.runs[1]?.submitted).toBe(false));
    expect(screen.getByRole("heading", { name: "Leo's turn" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "A pipe" }) as HTMLInputElement).checked).toBe(true);
    expect(await completions()).toHaveLength(0);
  });
});

describe("the Roper hunt played by explorers", () => {
  /** The first `right` answers correct (fill-ins in a sentence), the rest wrong. */
  const answers = (right: number) =>
    Object.fromEntries(ROPER_QUESTIONS.map((q, i) => [String(q.id), i < right ? (q.kind === "fill-in" ? `It is ${q.answer}` : q.answer) : "wrong"]));

  it("scores each explorer by its own rules: the badge at 175 of 240, not at 170", async () => {
    const clues = Array.from({ length: 16 }, (_, i) => i + 1);
    const runs: ExplorerRun[] = [
      { name: "Maya", answers: answers(3), submitted: true },
      { name: "Leo", answers: {}, submitted: false },
    ];
    roperProgressStore().setState({ found: clues, showQuiz: true, quizAnswers: answers(2), explorers: { runs, turn: 1, spotted: { "4": "Leo" } } });
    render(
      <MemoryRouter>
        <RoperHuntPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Leo's turn" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));

    const results = await screen.findByRole("list", { name: "Explorers' results" });
    const [maya, leo] = [...results.children] as HTMLElement[];
    expect(maya!.textContent).toContain("Score: 175 of 240 points");
    expect(within(maya!).getByRole("img", { name: "Science Center Explorer" })).toBeTruthy();
    expect(leo!.textContent).toContain("Score: 170 of 240 points");
    expect(leo!.textContent).toContain("it takes 175 points");
    const [completion] = await completions();
    expect(completion?.payload).toMatchObject({
      hunt_id: "roper",
      score: 175,
      badge_earned: true,
      explorers: [
        { name: "Maya", score: 175, badge_earned: true, spotted: 0, answers: answers(3) },
        { name: "Leo", score: 170, badge_earned: false, spotted: 1, answers: answers(2) },
      ],
    });
  });
});
