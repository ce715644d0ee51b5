// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import { db } from "../../lib/database/db";
import { useMembership, usePurchases } from "../../stores/access";
import { huntProgressStore } from "./stores/hunt-progress";
import { useToasts } from "../../stores/toasts";
import HuntPage from "./hunt-page";
import { resetDevice, sampleHunt, stubCaches, stubFetch } from "../../testing/hunts/screens";

function serve(hunt: Hunt | null) {
  return stubFetch((url) => {
    if (url.pathname === `/api/hunts/${hunt?.id ?? 1}`) return hunt ? Response.json(hunt) : Response.json({ detail: "Hunt not found" }, { status: 404 });
    if (url.pathname === "/api/sync") return Response.json({ results: [] });
    return undefined;
  });
}

function renderHunt(id = 1) {
  return render(
    <MemoryRouter initialEntries={[`/hunt/${id}`]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
        <Route path="/scavengerhunts" element={<h1>All the hunts</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const foundButtons = () => screen.queryAllByRole("button", { name: /^Found it!/ });
const outboxOf = async (kind: string) => (await db.outbox.toArray()).filter((row) => row.kind === kind);
const toastTitle = () => useToasts.getState().toast?.title;

beforeEach(async () => {
  await resetDevice();
  stubCaches();
  vi.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("hunt access", () => {
  it("opens a free hunt", async () => {
    serve(sampleHunt());
    renderHunt();
    expect(await screen.findAllByRole("button", { name: /^Found it!/ })).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Buy This Hunt" })).toBeNull();
  });

  it("locks a paid hunt behind the paywall", async () => {
    serve(sampleHunt({ price: 1.99 }));
    renderHunt();
    expect(await screen.findByRole("button", { name: "Buy This Hunt" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Join Membership" }).getAttribute("href")).toBe("/membership");
    expect(foundButtons()).toHaveLength(0);
  });

  it("opens a paid hunt with the purchased flag, or with membership", async () => {
    serve(sampleHunt({ price: 1.99 }));
    usePurchases.setState({ purchased: { "1": true } });
    renderHunt();
    expect(await screen.findAllByRole("button", { name: /^Found it!/ })).toHaveLength(2);
    cleanup();

    usePurchases.setState({ purchased: {} });
    useMembership.setState({ active: true });
    renderHunt();
    expect(await screen.findAllByRole("button", { name: /^Found it!/ })).toHaveLength(2);
  });
});

describe("loading a hunt", () => {
  it("goes back to the list when the server has no such hunt", async () => {
    serve(null);
    renderHunt();
    expect(await screen.findByRole("heading", { name: "All the hunts" })).toBeTruthy();
  });

  it("says the hunt failed to load, with no signal and no copy on the device", async () => {
    stubFetch();
    renderHunt();
    expect(await screen.findByRole("heading", { name: "All the hunts" })).toBeTruthy();
    expect(toastTitle()).toBe("Failed to load hunt");
  });

  it("plays the device's copy with no signal, and records one content view", async () => {
    await db.hunts.put(sampleHunt());
    stubFetch();
    renderHunt();
    expect(await screen.findAllByRole("button", { name: /^Found it!/ })).toHaveLength(2);
    await waitFor(async () => expect(await outboxOf("analytics.content")).toHaveLength(1));
    const [row] = await outboxOf("analytics.content");
    expect(row?.payload).toMatchObject({ content_id: "1", content_type: "hunt", page: "/hunt/1" });
  });
});

describe("playing a hunt", () => {
  it("gives +10 once per item, opens the quiz when all are found, and submits only when all are answered", async () => {
    serve(sampleHunt());
    renderHunt();
    const [first] = await screen.findAllByRole("button", { name: /^Found it!/ });
    fireEvent.click(first!);
    expect(toastTitle()).toBe("Item Found!");
    expect(useToasts.getState().toast?.description).toBe("+10 points");
    expect(await screen.findByText("The rock drips water that fell as rain a thousand years ago.")).toBeTruthy();
    expect(screen.getByText("1/2").parentElement?.textContent).toContain("Items found");
    expect(huntProgressStore(1).getState().markFound(11, 2)).toBe(false);
    expect(screen.queryByRole("heading", { name: "Quiz time!" })).toBeNull();

    fireEvent.click(foundButtons()[0]!);
    expect(await screen.findByRole("heading", { name: "Quiz time!" })).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Submit Quiz" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Old rain" }));
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "East entrance" }));
    expect(submit.disabled).toBe(false);

    fireEvent.click(submit);
    expect(await screen.findByRole("img", { name: "Zion Canyon Quest Explorer Badge" })).toBeTruthy();
    expect(screen.getByText(/Your score:/).textContent).toBe("Your score: 30 of 30 points");

    // The result and its completion row were written together.
    const saved = (await db.kv.get("hunt_progress_1"))?.value as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ quizCompleted: true, totalScore: 30, badgeEarned: true, foundItems: [11, 12] });
    // Items with neither a place nor a sign word are found by a tap, and the completion says so.
    const taps = [11, 12].map((item_id) => ({ item_id, method: "tap", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }));
    expect(saved.state.finds).toEqual(taps);
    // The completion says what was done (the finds and the answers) beside the score shown.
    const [completion] = await outboxOf("hunt.complete");
    expect(completion?.payload).toEqual({ hunt_id: 1, score: 30, badge_earned: true, finds: taps, answers: { "21": "Old rain", "22": "East entrance" } });
  });

  it("scores each item its own points: +20 for an item worth 20, and the result out of the hunt's own maximum", async () => {
    const base = sampleHunt();
    // 10 + 20 for the items and 5 + 5 for the quiz: 40 in all, the badge at 28.
    serve(sampleHunt({ items: [base.items[0]!, { ...base.items[1]!, points: 20 }] }));
    renderHunt();
    await screen.findAllByRole("button", { name: /^Found it!/ });
    fireEvent.click(screen.getByRole("button", { name: /^Found it!.*Checkerboard Mesa/ }));
    expect(useToasts.getState().toast?.description).toBe("+20 points");
    expect((await screen.findByText("20")).parentElement?.textContent).toBe("20 points");
    fireEvent.click(foundButtons()[0]!);
    fireEvent.click(await screen.findByRole("radio", { name: "Old rain" }));
    fireEvent.click(screen.getByRole("radio", { name: "North pole" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));
    expect(await screen.findByRole("img", { name: "Zion Canyon Quest Explorer Badge" })).toBeTruthy();
    expect(screen.getByText(/Your score:/).textContent).toBe("Your score: 35 of 40 points");
    const [completion] = await outboxOf("hunt.complete");
    expect(completion?.payload).toMatchObject({ score: 35, badge_earned: true, answers: { "21": "Old rain", "22": "North pole" } });
  });

  it("says what a right answer scores: one figure when every question scores the same, else each question's own", async () => {
    const base = sampleHunt();
    serve(sampleHunt({ quiz_questions: base.quiz_questions!.map((q, i) => (i === 1 ? { ...q, points: 10 } : q)) }));
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true });
    renderHunt();
    expect(await screen.findByText(/each right answer scores the points beside its question/)).toBeTruthy();
    expect(screen.getByRole("group", { name: "2. Where is Checkerboard Mesa? (10 points)" })).toBeTruthy();
    cleanup();

    serve(sampleHunt());
    renderHunt();
    expect(await screen.findByText(/\(5 points for each right answer\)/)).toBeTruthy();
    expect(screen.getByRole("group", { name: "2. Where is Checkerboard Mesa?" })).toBeTruthy();
  });

  it("keeps neither the result nor its completion when the completion cannot be queued", async () => {
    serve(sampleHunt());
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, quizAnswers: { "21": "Old rain", "22": "East entrance" } });
    renderHunt();
    const submit = await screen.findByRole("button", { name: "Submit Quiz" });
    vi.spyOn(db.outbox, "add").mockRejectedValueOnce(new DOMException("full", "QuotaExceededError"));
    fireEvent.click(submit);
    await waitFor(() => expect(toastTitle()).toBe("Could not save your result"));
    expect(huntProgressStore(1).getState().quizCompleted).toBe(false);
    const saved = (await db.kv.get("hunt_progress_1"))?.value as { state: Record<string, unknown> } | undefined;
    expect(saved?.state.quizCompleted).toBe(false);
    expect(await outboxOf("hunt.complete")).toHaveLength(0);
  });

  it("earns the badge at 70% of the maximum and not below", async () => {
    const questions = [1, 2, 3, 4, 5, 6].map((n) => ({ id: 30 + n, question: `Question ${n}?`, options: ["Yes", "No"], correct_answer: "Yes", points: 5 }));
    const hunt = sampleHunt({ quiz_questions: questions }); // max 2 x 10 + 6 x 5 = 50; badge at 35
    const answers = (right: number) => Object.fromEntries(questions.map((q, i) => [String(q.id), i < right ? "Yes" : "No"]));
    serve(hunt);

    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, quizAnswers: answers(2) });
    renderHunt();
    fireEvent.click(await screen.findByRole("button", { name: "Submit Quiz" }));
    expect(await screen.findByText(/You need 35 points for the badge/)).toBeTruthy();
    expect(huntProgressStore(1).getState()).toMatchObject({ totalScore: 30, badgeEarned: false });
    cleanup();

    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, quizAnswers: answers(3), quizCompleted: false });
    renderHunt();
    fireEvent.click(await screen.findByRole("button", { name: "Submit Quiz" }));
    expect(await screen.findByRole("img", { name: "Zion Canyon Quest Explorer Badge" })).toBeTruthy();
    expect(huntProgressStore(1).getState()).toMatchObject({ totalScore: 35, badgeEarned: true });
  });

  it("reset clears all progress after confirming", async () => {
    serve(sampleHunt());
    const finds = [11, 12].map((item_id) => ({ item_id, method: "tap" as const, at: "2025-06-01T10:00:00.000Z" }));
    huntProgressStore(1).setState({ found: [11, 12], finds, showQuiz: true, quizAnswers: { "21": "Old rain" }, quizCompleted: true, totalScore: 30, badgeEarned: true });
    renderHunt();
    fireEvent.click(await screen.findByRole("button", { name: "Reset Hunt" }));
    expect(window.confirm).toHaveBeenCalledOnce();
    expect(await screen.findAllByRole("button", { name: /^Found it!/ })).toHaveLength(2);
    expect(screen.queryByRole("img", { name: /Badge/ })).toBeNull();
    expect(huntProgressStore(1).getState()).toMatchObject({ found: [], finds: [], quizAnswers: {}, showQuiz: false, quizCompleted: false, totalScore: 0, badgeEarned: false });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    const saved = (await db.kv.get("hunt_progress_1"))?.value as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ foundItems: [], finds: [], quizCompleted: false });
  });
});
