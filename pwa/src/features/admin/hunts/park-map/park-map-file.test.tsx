// @vitest-environment jsdom
/** The park map's picture in the hunt editor: uploaded with its credit, checked before sending, credited, removed. */
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import HuntEditPage from "../hunt-edit-page";
import HuntNewPage from "../hunt-new-page";
import { callsTo, route, seriousViolations, stubFetch, withSignedInAdmin } from "../../../../testing/admin/screens";
import { renderEditorAt } from "../../../../testing/admin/editor-routes";
import { MAP_PICTURE, mappedHunt } from "../../../../testing/admin/park-maps";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });
const section = () => within(screen.getByRole("region", { name: "Park map" }));
const choose = (file: File) => fireEvent.change(section().getByLabelText("Upload a map"), { target: { files: [file] } });
const picture = (name: string, type: string, size?: number) => {
  const file = new File(["picture-bytes"], name, { type });
  if (size !== undefined) Object.defineProperty(file, "size", { value: size });
  return file;
};
const openEditor = async (...routes: Parameters<typeof stubFetch>) => {
  const fetchMock = stubFetch(...routes);
  renderAt("/admin/hunts/edit/4");
  await screen.findByLabelText("Title *");
  return fetchMock;
};
const mapUploads = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([url, init]) => String(url) === "/api/hunts/4/map" && init?.method === "POST");

withSignedInAdmin();

describe("The park map's picture", () => {
  it("refuses another type or a file past 20 MB in the server's words, before sending anything", async () => {
    const fetchMock = await openEditor(route("GET", "/hunts/4", mappedHunt(null)));
    expect(section().queryByRole("img")).toBeNull();
    choose(picture("brochure.pdf", "application/pdf"));
    expect(section().getByText("Invalid file type: a park map must be a JPEG, PNG or WebP image")).toBeTruthy();
    expect(section().getByLabelText("Upload a map").getAttribute("aria-invalid")).toBe("true");
    choose(picture("scan.png", "image/png", 20 * 1024 * 1024 + 1));
    expect(section().getByText("File too large: a park map may be at most 20 MB")).toBeTruthy();
    expect(mapUploads(fetchMock)).toEqual([]);
  });

  it("uploads the picture with its credit, busy meanwhile, then shows it at the section's width", async () => {
    let answer: (res: Response) => void = () => {};
    const reply = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = await openEditor(
      route("GET", "/hunts/4", mappedHunt(null)),
      // Answered when the test says, to see the section while the picture is on its way.
      async (url, init) => (url.pathname === "/api/hunts/4/map" && init?.method === "POST" ? reply : undefined),
    );
    fireEvent.change(section().getByLabelText("Map credit"), { target: { value: "National Park Service" } });
    choose(picture("geyser-basin.jpg", "image/jpeg", 20 * 1024 * 1024));
    expect(section().getByText("Uploading the map…")).toBeTruthy();
    expect((section().getByLabelText("Upload a map") as HTMLInputElement).disabled).toBe(true);
    const [url, init] = mapUploads(fetchMock)[0]!;
    expect(url).toBe("/api/hunts/4/map");
    expect((init!.headers as Record<string, string>).authorization).toBe("Bearer admin-token");
    const sent = init!.body as FormData;
    expect([(sent.get("file") as File).name, sent.get("credit")]).toEqual(["geyser-basin.jpg", "National Park Service"]);

    answer(Response.json(MAP_PICTURE, { status: 201 }));
    const image = (await section().findByRole("img", { name: "Park map (National Park Service)" })) as HTMLImageElement;
    expect(image.getAttribute("src")).toBe(MAP_PICTURE.image_url);
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1000", "800"]);
    expect(section().getByText("Map uploaded. Add its control points.")).toBeTruthy();
    expect((section().getByLabelText("Upload a map") as HTMLInputElement).disabled).toBe(false);
    expect(section().getByText("A map needs at least 3 points; it has 0.")).toBeTruthy();
  });

  it("says the server's reason when it refuses the picture", async () => {
    await openEditor(
      route("GET", "/hunts/4", mappedHunt(null)),
      route("POST", "/hunts/4/map", { detail: "Invalid file type: a park map must be a JPEG, PNG or WebP image", key: "mapInvalidType" }, 415),
    );
    choose(picture("renamed.png", "image/png"));
    expect(await section().findByText("Invalid file type: a park map must be a JPEG, PNG or WebP image")).toBeTruthy();
    expect(section().queryByRole("img")).toBeNull();
  });

  it("saves the credit of a map on its own", async () => {
    const fetchMock = await openEditor(route("GET", "/hunts/4", mappedHunt()), route("PATCH", "/hunts/4/map", { ...MAP_PICTURE, credit: "NPS / Yellowstone" }));
    const credit = section().getByLabelText("Map credit") as HTMLInputElement;
    expect(credit.value).toBe("National Park Service");
    fireEvent.change(credit, { target: { value: "  NPS / Yellowstone " } });
    fireEvent.click(section().getByRole("button", { name: "Save credit" }));
    expect(await section().findByText("Credit saved.")).toBeTruthy();
    expect(callsTo(fetchMock, "PATCH", "/hunts/4/map")[0]!.body).toEqual({ credit: "  NPS / Yellowstone " });
    expect(credit.value).toBe("NPS / Yellowstone");
    expect(section().getByRole("img", { name: "Park map (NPS / Yellowstone)" })).toBeTruthy();
    // Enter in the field saves the credit too, rather than the whole hunt.
    fireEvent.change(credit, { target: { value: "NPS" } });
    fireEvent.keyDown(credit, { key: "Enter" });
    await waitFor(() => expect(callsTo(fetchMock, "PATCH", "/hunts/4/map")[1]?.body).toEqual({ credit: "NPS" }));
  });

  it("removes the map only once the admin confirms", async () => {
    const fetchMock = await openEditor(route("GET", "/hunts/4", mappedHunt()), route("DELETE", "/hunts/4/map", { ok: true }));
    expect(section().getByRole("img", { name: "Park map (National Park Service)" })).toBeTruthy();
    fireEvent.click(section().getByRole("button", { name: "Remove map" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove the park map?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(callsTo(fetchMock, "DELETE", "/hunts/4/map")).toEqual([]);

    fireEvent.click(section().getByRole("button", { name: "Remove map" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    expect(await section().findByText("Map removed.")).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", "/hunts/4/map")).toHaveLength(1);
    expect(section().queryByRole("img")).toBeNull();
    expect(section().queryByRole("button", { name: "Remove map" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Place on the map" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(section().getByLabelText("Upload a map")));
  });

  it("asks for a new hunt to be saved first, and offers no map in its items", async () => {
    stubFetch();
    const { container } = renderAt("/admin/hunts/new");
    expect(section().getByText("Save the hunt first, then add its park map.")).toBeTruthy();
    expect(section().queryByLabelText("Upload a map")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    expect(screen.queryByRole("button", { name: "Place on the map" })).toBeNull();
    // Between "Published" and "Items to find".
    const order = [...container.querySelectorAll("label, h2, legend")].map((el) => el.textContent);
    expect(order.indexOf("Park map")).toBe(order.indexOf("Published") + 1);
    expect(order.indexOf("Items to find")).toBe(order.indexOf("Park map") + 1);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
