/** Screen tests' lifecycle (imported only by tests). */
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { resetDevice, stubFetch } from "./device";

/**
 * Each test of the file starts on a fresh device with no signal (a test stubs the server it needs), then
 * `setUp` (a session, a clock), and leaves no screen, stubbed global, spy or fake clock behind.
 */
export function freshDeviceEachTest(setUp?: () => void): void {
  beforeEach(async () => {
    await resetDevice();
    stubFetch();
    setUp?.();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
