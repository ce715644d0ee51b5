/** Every route that sets the upload limit itself is one the app's small JSON limit is told to let through. */
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";
import { hasOwnUploadLimit, mapUploadLimit, uploadLimit } from "./upload-limit";

describe("upload limit", () => {
  it("names exactly the routes that set it", async () => {
    const t = await createTestApp();
    const limits: unknown[] = [uploadLimit[0], mapUploadLimit[0]];
    const limited = [...new Set(t.app.routes.filter((r) => limits.includes(r.handler)).map((r) => r.path))];
    expect(limited.sort()).toEqual(["/api/hunts/:id/map", "/api/hunts/:id/photos", "/api/upload/image"]);
    for (const path of limited) expect([path, hasOwnUploadLimit(path.replace(":id", "12"))]).toEqual([path, true]);
    for (const path of ["/api/hunts/12/complete", "/api/hunts/12/purchase", "/api/sync", "/api/users/photos", "/api/hunts/12/photos/x", "/api/hunts/12/map/points"]) {
      expect([path, hasOwnUploadLimit(path)]).toEqual([path, false]);
    }
  });
});
