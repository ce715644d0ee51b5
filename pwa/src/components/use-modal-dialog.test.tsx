// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useModalDialog } from "./use-modal-dialog";

const SRC = join(dirname(fileURLToPath(import.meta.url)), "..");

function screens(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screens(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

/** A form kept while closed, opened and closed by its page, as the purchase dialog is. */
function KeptForm() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const dialog = useModalDialog(() => setOpen(false), open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <dialog ref={dialog.ref} onCancel={dialog.onCancel} onKeyDown={dialog.onKeyDown} aria-label="Details">
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
        <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      </dialog>
    </>
  );
}

afterEach(cleanup);

describe("useModalDialog", () => {
  it("wires every dialog in the app", () => {
    const dialogs = screens(SRC).filter((file) => /<dialog\b/.test(readFileSync(file, "utf8")));
    expect(dialogs.length).toBeGreaterThanOrEqual(6);
    const unwired = dialogs.filter((file) => !readFileSync(file, "utf8").includes("useModalDialog(")).map((file) => relative(SRC, file));
    expect(unwired).toEqual([]);
  });

  it("opens and closes a dialog that stays mounted with `open`, keeping what was typed", () => {
    render(<KeptForm />);
    const opener = screen.getByRole("button", { name: "Open" });
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Details" });
    expect(dialog.hasAttribute("open")).toBe(true);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(dialog.hasAttribute("open")).toBe(false);

    fireEvent.click(opener);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada");
  });
});
