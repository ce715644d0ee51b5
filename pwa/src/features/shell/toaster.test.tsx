// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast, useToasts } from "../../stores/toasts";
import { SWIPE_DISMISS_PX } from "./toast-card";
import { Toaster } from "./toaster";

const region = () => screen.getByRole("region", { name: "Notifications (F8)" });

beforeEach(() => {
  vi.useFakeTimers();
  useToasts.setState({ toast: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("shows one toast at a time: a new one replaces the old", async () => {
    render(<Toaster />);
    // The card's code loads with the first toast.
    await act(async () => {
      toast({ title: "Item Found!", description: "+10 points" });
      toast({ title: "Added to cart!", description: "Zion has been added to your cart." });
      await import("./toast-card");
    });
    expect(region().textContent).toContain("Added to cart!");
    expect(region().textContent).not.toContain("Item Found!");
    expect(region().getAttribute("aria-live")).toBe("polite");
  });

  it("closes by itself after 5000 ms, or after its own duration", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Saved" }));
    act(() => vi.advanceTimersByTime(4999));
    expect(region().textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(1));
    expect(region().textContent).toBe("");

    act(() => void toast({ title: "Item removed", durationMs: 3000 }));
    act(() => vi.advanceTimersByTime(3000));
    expect(region().textContent).toBe("");
  });

  it("waits while the pointer rests on the toast", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Read me" }));
    const card = screen.getByText("Read me").closest(".toast")!;
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(10_000));
    expect(region().textContent).toContain("Read me");
    fireEvent.pointerLeave(card);
    act(() => vi.advanceTimersByTime(5000));
    expect(region().textContent).toBe("");
  });

  it("closes with the close button", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Hello" }));
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(region().textContent).toBe("");
    expect(useToasts.getState().toast?.open).toBe(false);
  });

  it("is dismissed by a swipe right past the threshold, not by a short one", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Swipe me" }));
    const card = screen.getByText("Swipe me").closest(".toast")!;
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 100 + SWIPE_DISMISS_PX - 10, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 100 + SWIPE_DISMISS_PX - 10, pointerId: 1 });
    expect(region().textContent).toContain("Swipe me");
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 100 + SWIPE_DISMISS_PX + 1, pointerId: 1 });
    expect(region().textContent).toBe("");
  });

  it("moves focus to the notification region on F8", () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: "F8" });
    expect(document.activeElement).toBe(region());
  });

  it("styles the destructive variant red", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Payment Error", variant: "destructive" }));
    expect(screen.getByText("Payment Error").closest(".toast")!.className).toContain("toast-destructive");
  });
});
