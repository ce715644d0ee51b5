// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { lazy } from "react";
import { MemoryRouter } from "react-router-dom";
import NotFoundPage from "./not-found-page";
import { isChunkLoadError } from "./route-error";
import { ScreenBoundary } from "./screen-boundary";

afterEach(cleanup);

function renderFailing(error: Error) {
  const Failing = lazy(() => Promise.reject(error));
  render(
    <MemoryRouter>
      <ScreenBoundary>
        <Failing />
      </ScreenBoundary>
    </MemoryRouter>,
  );
}

describe("small pages", () => {
  it("the 404 page links home", () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: /home/i }).getAttribute("href")).toBe("/");
  });

  it("explains a screen that is not on the device yet, with Retry", async () => {
    renderFailing(new TypeError("Failed to fetch dynamically imported module: /assets/shop-page.js"));
    expect(
      await screen.findByText("This page isn't available offline yet. Reconnect and open it once to keep it on this device."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("does not blame the connection for other failures", async () => {
    renderFailing(new Error("Cannot read properties of undefined"));
    expect(await screen.findByText("This page could not be shown. Please try again.")).toBeTruthy();
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
  });
});
