// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HuntResult } from "../components/hunt-result";

const picture = { huntTitle: "Zion Canyon Quest", place: "Zion National Park, Utah", emoji: "🏅", score: 30, maxScore: 30, day: "2025-06-01T10:00:00.000Z" };
const result = (badgeEarned: boolean) => (
  <HuntResult badgeEarned={badgeEarned} badgeTitle="Zion Canyon Quest Explorer Badge" emoji="🏅" score={30} maxScore={30} retryMessage="Try again!" picture={picture} />
);

afterEach(cleanup);

describe("the single player's badge picture", () => {
  it("is offered with the badge, and not without it", () => {
    render(result(true));
    expect(screen.getByRole("button", { name: "Save badge picture" })).toBeTruthy();
    cleanup();
    render(result(false));
    expect(screen.queryByRole("button", { name: "Save badge picture" })).toBeNull();
    expect(screen.getByText("Try again!")).toBeTruthy();
  });
});
