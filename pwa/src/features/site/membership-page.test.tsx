// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import MembershipPage from "./membership-page";

let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  render(
    <MemoryRouter>
      <MembershipPage />
    </MemoryRouter>,
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("MembershipPage", () => {
  it("shows the price, the free first month and cancel anytime", () => {
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    const price = screen.getByText("$4.99");
    expect(price.closest("p")?.textContent).toBe("$4.99 per month");
    const hero = within(price.closest("header")!);
    expect(hero.getByText("First month free")).toBeTruthy();
    expect(hero.getByText("Cancel anytime")).toBeTruthy();
  });

  it("the join button shows the 'coming soon' alert after 1 second, once", () => {
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Start your free month" }));
    fireEvent.click(screen.getByRole("button", { name: "Starting your membership…" }));

    act(() => vi.advanceTimersByTime(999));
    expect(alert).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith("Membership feature coming soon! For now, enjoy our free hunts.");
    expect(screen.getByRole("button", { name: "Start your free month" })).toBeTruthy();
  });

  it("compares a member with an individual hunt at $1.99", () => {
    const table = within(screen.getByRole("table", { name: "Individual hunt compared with membership" }));
    expect(table.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["What you get", "Individual hunt", "Member"]);
    const price = table.getByRole("rowheader", { name: "Price" }).closest("tr")!;
    expect([...price.querySelectorAll("td")].map((td) => td.textContent)).toEqual(["$1.99 per hunt", "$4.99 per month, first month free"]);
  });

  it("answers questions in disclosures that open and close", () => {
    const question = screen.getByText("Can I cancel anytime?");
    const details = question.closest("details")!;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/no cancellation fee/)).toBeTruthy();
  });
});
