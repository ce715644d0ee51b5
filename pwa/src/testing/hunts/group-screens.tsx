/**
 * Test helpers for the leader's group screens (imported only by tests): a group made on this phone, the
 * server answering its board, the page in either language, and a photo whose QR code the browser's own
 * reader "reads" (jsdom has no camera, canvas or BarcodeDetector).
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { vi } from "vitest";
import type { GroupBoard } from "#shared/schemas/group";
import { db } from "../../lib/database/db";
import { LangProvider } from "../../lib/i18n/lang-provider";
import GroupPage from "../../features/hunts/group-lead/group-page";
import { saveBoard, saveNewGroup } from "../../features/hunts/group-lead/lead-group-store";
import { stubFetch } from "../device";
import { CODE, groupBoard, HUNT, JOIN_URL, KEY } from "./groups";

export * from "./groups";

/** A group this phone made, with the board it last read (none: never read). */
export async function storeGroup(board: GroupBoard | null = groupBoard(), boardAt = Date.parse("2026-11-29T15:05:00.000Z")) {
  await saveNewGroup({ code: CODE, hunt_id: HUNT.id, join_url: JOIN_URL, key: KEY }, HUNT);
  if (board) await saveBoard(board, boardAt);
}

/**
 * The server: the board at GET /api/groups/CODE (`boards` in turn, the last one from then on) and PATCH
 * answering `patched` (null: no signal). Anything else fails as with no signal, so queued rows stay.
 */
export function serveGroup(boards: GroupBoard[], patched: ((body: Record<string, unknown>) => GroupBoard) | null = null) {
  let reads = 0;
  return stubFetch((url, init) => {
    if (url.pathname !== `/api/groups/${CODE}`) return undefined;
    if (init?.method === "PATCH") return patched ? Response.json(patched(JSON.parse(String(init.body)))) : undefined;
    return Response.json(boards[Math.min(reads++, boards.length - 1)]);
  });
}

export const groupCalls = (fetch: ReturnType<typeof stubFetch>, method = "GET") =>
  fetch.mock.calls.filter(([input, init]) => String(input) === `/api/groups/${CODE}` && (init?.method ?? "GET") === method);

export function renderGroupPage(path = `/group/${CODE}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LangProvider>
        <Routes>
          <Route path="/group/:code" element={<GroupPage />} />
          <Route path="/es/group/:code" element={<GroupPage />} />
        </Routes>
      </LangProvider>
    </MemoryRouter>,
  );
}

/** The browser's own QR reader, finding `texts` in any picture, and a decoder for the photo. */
export function fakeQrReader(texts: () => string[]) {
  vi.stubGlobal(
    "BarcodeDetector",
    class {
      static getSupportedFormats = async () => ["qr_code", "ean_13"];
      detect = async () => texts().map((rawValue) => ({ rawValue }));
    },
  );
  vi.stubGlobal("createImageBitmap", async () => ({ width: 1200, height: 900, close: () => undefined }));
}

/** Picks a photo for "Scan from a photo". */
export function pickPhoto() {
  const input = screen.getByLabelText("Scan from a photo");
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8])], "code.jpg", { type: "image/jpeg" })] } });
}

export const queuedProgress = async () => (await db.outbox.toArray()).filter((row) => row.kind === "group.progress");
