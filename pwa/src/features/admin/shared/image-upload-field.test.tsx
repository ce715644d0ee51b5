// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES as MESSAGES } from "./admin-messages";
import { ImageUploadField } from "./image-upload-field";
import { FakeUpload, seriousViolations, shownToast, stubUploads, withSignedInAdmin } from "../../../testing/admin/screens";

function Harness({ initial = "" }: { initial?: string }) {
  const [url, setUrl] = useState(initial);
  return (
    <main>
      <ImageUploadField id="cover" label="Cover image" value={url} onChange={setUrl} />
      <output data-testid="stored">{url}</output>
    </main>
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Cover image"), { target: { files: [file] } });
}

const png = (name = "cover.png", size?: number) => {
  const file = new File(["png-bytes"], name, { type: "image/png" });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
};

withSignedInAdmin();
beforeEach(stubUploads);

describe("ImageUploadField", () => {
  it("refuses a file that is not an image before sending anything", () => {
    render(<Harness />);
    choose(new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(shownToast()).toEqual({ title: "Invalid file type", description: MESSAGES.invalidFileType, variant: "destructive" });
    expect(screen.getByText(MESSAGES.invalidFileType)).toBeTruthy();
    expect(screen.getByLabelText("Cover image").getAttribute("aria-invalid")).toBe("true");
    expect(FakeUpload.last).toBeNull();
  });

  it("refuses a file over 10 MB before sending anything", () => {
    render(<Harness />);
    choose(png("huge.png", 10 * 1024 * 1024 + 1));
    expect(shownToast()).toEqual({ title: "File too large", description: MESSAGES.fileTooLarge, variant: "destructive" });
    expect(screen.getByText(MESSAGES.fileTooLarge)).toBeTruthy();
    expect(FakeUpload.last).toBeNull();
  });

  it("uploads with the admin's token, shows progress, then previews and keeps the returned URL", async () => {
    render(<Harness />);
    choose(png("cover.png", 10 * 1024 * 1024));
    const xhr = FakeUpload.last!;
    expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual(["POST", "/api/upload/image", "Bearer admin-token"]);
    expect((xhr.body!.get("file") as File).name).toBe("cover.png");

    act(() => xhr.progress(40, 100));
    const bar = screen.getByLabelText("Uploading… 40%") as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect((screen.getByLabelText("Cover image") as HTMLInputElement).disabled).toBe(true);

    await act(async () => xhr.respond(201, { url: "/uploads/abc.png", original_filename: "cover.png", content_type: "image/png", size: 9 }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByTestId("stored").textContent).toBe("/uploads/abc.png");
    expect(screen.getByRole("img", { name: "Cover image preview" }).getAttribute("src")).toBe("/uploads/abc.png");
    expect(await seriousViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.getByTestId("stored").textContent).toBe("");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("says the upload failed when the server refuses it, keeping the old image", async () => {
    render(<Harness initial="/uploads/old.png" />);
    choose(png());
    await act(async () => FakeUpload.last!.respond(415, { detail: "Invalid file type" }));
    expect(shownToast()).toEqual({ title: "Upload failed", description: MESSAGES.uploadFailed, variant: "destructive" });
    expect(screen.getByText(MESSAGES.uploadFailed)).toBeTruthy();
    expect(screen.getByTestId("stored").textContent).toBe("/uploads/old.png");
  });

  it("says the upload failed when the connection drops", async () => {
    render(<Harness />);
    choose(png());
    await act(async () => FakeUpload.last!.fail());
    expect(shownToast()?.description).toBe(MESSAGES.uploadFailed);
    expect((screen.getByLabelText("Cover image") as HTMLInputElement).disabled).toBe(false);
  });
});
