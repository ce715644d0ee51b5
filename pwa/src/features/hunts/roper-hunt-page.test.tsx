// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { roperHuntIn } from "./roper-hunt";
import { db } from "../../lib/database/db";
import { roperProgressStore } from "./stores/hunt-progress";
import RoperHuntPage from "./roper-hunt-page";
import { offline, resetDevice } from "../../testing/hunts/screens";

const ROPER_QUESTIONS = roperHuntIn("en")!.questions;

const CLUE_IDS = Array.from({ length: 16 }, (_, i) => i + 1);

/** Answers with the first `right` questions correct (fill-ins in a sentence) and the rest wrong. */
function answers(right: number) {
  return Object.fromEntries(
    ROPER_QUESTIONS.map((q, i) => [String(q.id), i < right ? (q.kind === "fill-in" ? `The answer is ${q.answer}` : q.answer) : "wrong"]),
  );
}

const page = () => render(<MemoryRouter><RoperHuntPage /></MemoryRouter>);

beforeEach(async () => {
  await resetDevice();
  offline();
  vi.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RoperHuntPage", () => {
  it("opens the 16-question quiz only with the 16th clue and submits only when all are answered", async () => {
    roperProgressStore().setState({ found: CLUE_IDS.slice(0, 15) });
    page();
    const last = await screen.findByRole("button", { name: /^Found it! Clue 16/ });
    expect(screen.getByText("15/16").parentElement?.textContent).toContain("Clues found");
    expect(screen.queryByRole("heading", { name: "Quiz time!" })).toBeNull();
    fireEvent.click(last);
    expect(await screen.findByRole("heading", { name: "Quiz time!" })).toBeTruthy();
    expect(screen.getByText("160")).toBeTruthy();

    const submit = screen.getByRole("button", { name: "Submit Quiz" }) as HTMLButtonElement;
    expect(screen.getAllByRole("group")).toHaveLength(ROPER_QUESTIONS.filter((q) => q.kind !== "fill-in").length);
    expect(screen.getAllByRole("textbox")).toHaveLength(ROPER_QUESTIONS.filter((q) => q.kind === "fill-in").length);
    // Typing and choosing reach the saved answers.
    const fillIn = ROPER_QUESTIONS.find((q) => q.kind === "fill-in")!;
    fireEvent.change(screen.getByLabelText(new RegExp(fillIn.question.slice(0, 30).replace(/[?()]/g, "."))), { target: { value: "Static!" } });
    fireEvent.click(screen.getAllByRole("radio", { name: "True" })[0]!);
    expect(Object.values(roperProgressStore().getState().quizAnswers)).toEqual(expect.arrayContaining(["Static!", "True"]));
    expect(submit.disabled).toBe(true);

    const all = answers(16);
    ROPER_QUESTIONS.slice(0, 15).forEach((q) => roperProgressStore().getState().answer(q.id, all[String(q.id)]!));
    await vi.waitFor(() => expect(submit.disabled).toBe(true));
    const lastQuestion = ROPER_QUESTIONS[15]!;
    roperProgressStore().getState().answer(lastQuestion.id, all[String(lastQuestion.id)]!);
    await vi.waitFor(() => expect(submit.disabled).toBe(false));
  });

  it("awards the Science Center Explorer badge at 175 and queues the completion", async () => {
    const finds = CLUE_IDS.map((item_id) => ({ item_id, method: "tap" as const, at: "2025-06-01T10:00:00.000Z" }));
    roperProgressStore().setState({ found: CLUE_IDS, finds, showQuiz: true, quizAnswers: answers(3) });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "Submit Quiz" }));
    expect(await screen.findByRole("img", { name: "Science Center Explorer" })).toBeTruthy();
    expect(screen.getByText(/Your score:/).textContent).toBe("Your score: 175 of 240 points");
    const [completion] = (await db.outbox.toArray()).filter((row) => row.kind === "hunt.complete");
    // The clues are found by a tap, and the completion lists them as such.
    expect(completion?.payload).toEqual({ hunt_id: "roper", score: 175, badge_earned: true, finds, answers: answers(3) });
  });

  it("misses the badge at 170 with the retry message, and reset starts over", async () => {
    roperProgressStore().setState({ found: CLUE_IDS, showQuiz: true, quizAnswers: answers(2) });
    page();
    fireEvent.click(await screen.findByRole("button", { name: "Submit Quiz" }));
    expect(await screen.findByText("So close! You need 175 points for the badge — reset and try again.")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Science Center Explorer" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Reset Hunt" }));
    expect(await screen.findAllByRole("button", { name: /^Found it!/ })).toHaveLength(16);
    expect(screen.getByText("0/16")).toBeTruthy();
  });
});
