import { describe, expect, it } from "vitest";
import { badgeFileName, formatPictureDay, huntDay } from "./badge-picture-info";

describe("badge picture file and day", () => {
  it("names the file after the hunt and the explorer", () => {
    expect(badgeFileName({ huntTitle: "Zion Canyon Quest", name: "Maya" })).toBe("zion-canyon-quest-maya-badge.png");
    expect(badgeFileName({ huntTitle: "Roper Science Center Explorer Hunt" })).toBe("roper-science-center-explorer-hunt-badge.png");
    expect(badgeFileName({ huntTitle: "Crème & Brûlée: Café Trail!", name: "José María" })).toBe("creme-brulee-cafe-trail-jose-maria-badge.png");
    expect(badgeFileName({ huntTitle: "!!!", name: "小明" })).toBe("hunt-小明-badge.png");
  });

  it("dates the picture by the hunt's last find, else today", () => {
    expect(huntDay([{ at: "2025-06-01T10:00:00.000Z" }, { at: "2025-06-02T09:00:00.000Z" }])).toBe("2025-06-02T09:00:00.000Z");
    expect(huntDay([], new Date("2025-07-04T12:00:00.000Z"))).toBe("2025-07-04T12:00:00.000Z");
    expect(formatPictureDay("2025-07-04T12:00:00.000Z")).toBe("July 4, 2025");
  });
});
