/**
 * The field tests' shared set-up (imported only by tests): the placed sample hunt opened from the
 * device with no signal at all, as in the park, and the ways to reach one item's card.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, vi } from "vitest";
import { huntProgressStore } from "../../features/hunts/stores/hunt-progress";
import { useToasts } from "../../stores/toasts";
import HuntPage from "../../features/hunts/hunt-page";
import { offline, placedHunt, resetDevice, stubCaches, storeHunt } from "./screens";
import { setPageVisible } from "./fake-geolocation";

/** The hunt (the placed sample, unless given) was downloaded earlier; in the park there is no signal at all. */
export async function openHunt(hunt = placedHunt()) {
  await storeHunt(hunt);
  offline();
  return render(
    <MemoryRouter initialEntries={["/hunt/1"]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const hereButton = (name: string) => screen.findByRole("button", { name: `I'm here: ${name}` });
export const card = (name: string) => screen.getByRole("heading", { name: new RegExp(name) }).closest("li")!;
export const finds = () => huntProgressStore(1).getState().finds;
export const toastTitle = () => useToasts.getState().toast?.title;

/** A clean device before each test; afterwards the page is visible again and the real clock and navigator are back. */
export function useFieldDevice() {
  beforeEach(async () => {
    await resetDevice();
    stubCaches();
  });
  afterEach(() => {
    cleanup();
    setPageVisible(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
