// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaveBadgePicture } from "./save-badge-picture";
import { MAYA as maya } from "../../../testing/hunts/badge-picture";
import { fakeCanvas } from "../../../testing/hunts/badge-canvas";


let clicked: { href: string; download: string; inDocument: boolean }[];

beforeEach(() => {
  clicked = [];
  // jsdom has neither a canvas nor object URLs: an OffscreenCanvas stand-in and numbered blob URLs.
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      fake = fakeCanvas(1080, 1350);
      getContext() {
        return this.fake.context;
      }
      convertToBlob = async () => new Blob(["png"], { type: "image/png" });
    },
  );
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:picture-${++n}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Save badge picture", () => {
  it("makes the picture on the device and downloads it through a link named after the hunt and the explorer", async () => {
    render(<SaveBadgePicture picture={maya} />);
    fireEvent.click(screen.getByRole("button", { name: "Save badge picture" }));
    const link = await screen.findByRole("link", { name: /Download zion-canyon-quest-maya-badge\.png/ });
    expect(link.getAttribute("href")).toBe("blob:picture-1");
    expect(link.getAttribute("download")).toBe("zion-canyon-quest-maya-badge.png");
    expect(screen.getByRole("img", { name: "Maya's badge picture" })).toBeTruthy();
    expect(clicked).toEqual([{ href: "blob:picture-1", download: "zion-canyon-quest-maya-badge.png", inDocument: true }]);

    // Saving again downloads the same picture, not a new one.
    fireEvent.click(screen.getByRole("button", { name: "Save badge picture" }));
    expect(clicked).toHaveLength(2);
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
    cleanup();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:picture-1");
  });

  it("offers Share only where the browser can share the file, and shares it", async () => {
    render(<SaveBadgePicture picture={maya} />);
    fireEvent.click(screen.getByRole("button", { name: "Save badge picture" }));
    await screen.findByRole("link", { name: /Download/ });
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull(); // jsdom: no navigator.canShare
    cleanup();

    const share = vi.fn(async () => {});
    const canShare = vi.fn(() => false);
    vi.stubGlobal("navigator", { ...navigator, canShare, share });
    render(<SaveBadgePicture picture={maya} />);
    fireEvent.click(screen.getByRole("button", { name: "Save badge picture" }));
    await screen.findByRole("link", { name: /Download/ });
    expect(canShare).toHaveBeenCalledWith({ files: [expect.any(File)] });
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    cleanup();

    canShare.mockReturnValue(true);
    render(<SaveBadgePicture picture={maya} />);
    fireEvent.click(screen.getByRole("button", { name: "Save badge picture" }));
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const [{ files }] = share.mock.calls[0] as unknown as [{ files: File[] }];
    expect(files.map((f) => [f.name, f.type])).toEqual([["zion-canyon-quest-maya-badge.png", "image/png"]]);
  });

  it("says so when the device cannot make the picture", async () => {
    vi.stubGlobal("OffscreenCanvas", class { getContext() { return null; } });
    render(<SaveBadgePicture picture={{ ...maya, name: undefined }} />);
    fireEvent.click(screen.getByRole("button", { name: "Save badge picture" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This device could not make the picture.");
    expect(clicked).toEqual([]);
  });
});
