// @vitest-environment jsdom
/** A park map's control points in the hunt editor: placed by a click, given their place, fitted as they change, saved. */
import "fake-indexeddb/auto";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fitGeoreference, type ControlPoint } from "#shared/rules/georeference";
import HuntEditPage from "../hunt-edit-page";
import HuntNewPage from "../hunt-new-page";
import { callsTo, route, seriousViolations, stubFetch, withSignedInAdmin } from "../../../../testing/admin/screens";
import { renderEditorAt } from "../../../../testing/admin/editor-routes";
import { clickPicture, MAP_PICTURE, mappedHunt, sampleMap, TRUE_POINTS } from "../../../../testing/admin/park-maps";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });
const section = () => within(screen.getByRole("region", { name: "Park map" }));
const point = (n: number) => within(section().getByRole("group", { name: `Point ${n}` }));
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const paste = (el: HTMLElement, text: string) => fireEvent.paste(el, { clipboardData: { getData: () => text } });
const picture = () => section().getByRole("img", { name: "Park map (National Park Service)" });
const UNPLACED = sampleMap({ points: [], rms_m: null });

async function openEditor(map = UNPLACED, ...routes: Parameters<typeof stubFetch>) {
  const fetchMock = stubFetch(route("GET", "/hunts/4", mappedHunt(map)), ...routes);
  const view = renderAt("/admin/hunts/edit/4");
  await screen.findByLabelText("Title *");
  return { fetchMock, ...view };
}

/** Arms the picture, clicks the point's spot on it, then types its place. */
function addPoint(n: number, { x, y, lat, lng }: ControlPoint) {
  fireEvent.click(section().getByRole("button", { name: "Add a control point" }));
  expect(section().getByText(`Click the spot on the map for point ${n}`)).toBeTruthy();
  clickPicture(picture(), x, y);
  change(point(n).getByLabelText("Latitude"), String(lat));
  change(point(n).getByLabelText("Longitude"), String(lng));
}

const fitError = (points: ControlPoint[]) => {
  const fit = fitGeoreference(points, MAP_PICTURE);
  if (!fit.ok) throw new Error(fit.message);
  return fit;
};

withSignedInAdmin();

describe("A park map's control points", () => {
  it("are placed by a click on the picture, in the stored picture's pixels, and their place typed or pasted", async () => {
    await openEditor();
    const add = section().getByRole("button", { name: "Add a control point" });
    fireEvent.click(add);
    expect(add.getAttribute("aria-pressed")).toBe("true");
    clickPicture(picture(), 100, 100);
    expect(add.getAttribute("aria-pressed")).toBe("false");
    expect([valueOf(point(1).getByLabelText("x (px)")), valueOf(point(1).getByLabelText("y (px)"))]).toEqual(["100", "100"]);
    await waitFor(() => expect(document.activeElement).toBe(point(1).getByLabelText("Latitude")));
    change(point(1).getByLabelText("Latitude"), "44.49");
    change(point(1).getByLabelText("Longitude"), "-110.686");

    fireEvent.click(add);
    clickPicture(picture(), 900, 150);
    expect(paste(point(2).getByLabelText("Longitude"), "44.485, -110.574")).toBe(false);
    expect([valueOf(point(2).getByLabelText("Latitude")), valueOf(point(2).getByLabelText("Longitude"))]).toEqual(["44.485", "-110.574"]);
    expect(section().getByText("A map needs at least 3 points; it has 2.")).toBeTruthy();

    addPoint(3, TRUE_POINTS[2]!);
    expect(section().getByText(`Fit error: ${Math.round(fitError(TRUE_POINTS.slice(0, 3)).rmsM)} m`)).toBeTruthy();
    expect(point(3).getByText("Error: 0 m")).toBeTruthy();
    const markers = [...document.querySelectorAll(".park-map-marker-point")].map((m) => [m.textContent, (m as HTMLElement).style.left, (m as HTMLElement).style.top]);
    expect(markers).toEqual([["1", "10%", "12.5%"], ["2", "90%", "18.75%"], ["3", "50%", "87.5%"]]);
  });

  it("say how far off the fit is, per point and in all, and warn past 25 m", async () => {
    await openEditor();
    const [first, second, third, fourth] = TRUE_POINTS as [ControlPoint, ControlPoint, ControlPoint, ControlPoint];
    // The fourth is placed about 80 m north of its spot on the ground.
    const misplaced = [first, second, third, { ...fourth, lat: 44.4407 }];
    misplaced.forEach((p, i) => addPoint(i + 1, p));
    const fit = fitError(misplaced);
    expect(Math.round(fit.rmsM)).toBeGreaterThan(25);
    expect(section().getByText(`Fit error: ${Math.round(fit.rmsM)} m`)).toBeTruthy();
    expect(section().getByText("The fit is off by more than 25 m: check each point's place")).toBeTruthy();
    fit.residualsM.forEach((error, i) => expect(point(i + 1).getByText(`Error: ${Math.round(error)} m`)).toBeTruthy());

    // Its latitude put right, the fit comes back under the warning.
    change(point(4).getByLabelText("Latitude"), "44.44");
    expect(section().getByText("Fit error: 0 m")).toBeTruthy();
    expect(section().queryByText("The fit is off by more than 25 m: check each point's place")).toBeNull();
  });

  it("say why points nearly in a line make no map", async () => {
    await openEditor();
    const inALine = [TRUE_POINTS[0]!, { x: 500, y: 400, lat: 44.46, lng: -110.63 }, { x: 900, y: 700, lat: 44.43, lng: -110.574 }];
    inALine.forEach((p, i) => addPoint(i + 1, p));
    expect(section().getByText("The points are nearly in a line on the picture: spread them around the map.")).toBeTruthy();
    expect(section().queryByText(/^Fit error/)).toBeNull();
  });

  it("take their place from an item that has one", async () => {
    await openEditor();
    fireEvent.click(section().getByRole("button", { name: "Add a control point" }));
    clickPicture(picture(), 500, 400);
    const from = point(1).getByLabelText("From an item") as HTMLSelectElement;
    expect([...from.options].map((o) => o.textContent)).toEqual(["Choose an item…", "Item 1: Mule deer"]);
    fireEvent.change(from, { target: { value: from.options[1]!.value } });
    expect([valueOf(point(1).getByLabelText("Latitude")), valueOf(point(1).getByLabelText("Longitude"))]).toEqual(["44.46", "-110.63"]);
    expect(from.value).toBe(from.options[1]!.value);
  });

  it("wait for a click until Escape, and can be added by typing x and y", async () => {
    await openEditor();
    fireEvent.click(section().getByRole("button", { name: "Add a control point" }));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(section().queryByText("Click the spot on the map for point 1")).toBeNull();
    clickPicture(picture(), 100, 100);
    expect(section().queryByRole("group", { name: "Point 1" })).toBeNull();

    fireEvent.click(section().getByRole("button", { name: "Add a control point" }));
    fireEvent.click(section().getByRole("button", { name: "Type its x and y instead" }));
    await waitFor(() => expect(document.activeElement).toBe(point(1).getByLabelText("x (px)")));
    expect([valueOf(point(1).getByLabelText("x (px)")), valueOf(point(1).getByLabelText("y (px)"))]).toEqual(["500", "400"]);
  });

  it("load from the stored map and are saved when the admin says", async () => {
    const { fetchMock, container } = await openEditor(sampleMap(), route("PUT", "/hunts/4/map/points", (body: { points: ControlPoint[] }) => ({ points: body.points, rms_m: 0, residuals_m: [0, 0, 0, 0] })));
    expect(valueOf(point(4).getByLabelText("Latitude"))).toBe("44.44");
    expect(section().getByText("Fit error: 0 m")).toBeTruthy();
    expect(section().queryByText("Points not saved yet")).toBeNull();

    change(point(4).getByLabelText("y (px)"), "600.5");
    expect(section().getByText("Points not saved yet")).toBeTruthy();
    fireEvent.click(section().getByRole("button", { name: "Save points" }));
    expect(await section().findByText("Points saved.")).toBeTruthy();
    expect(callsTo(fetchMock, "PUT", "/hunts/4/map/points")[0]!.body).toEqual({ points: [...TRUE_POINTS.slice(0, 3), { ...TRUE_POINTS[3]!, y: 600.5 }] });
    expect(section().queryByText("Points not saved yet")).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);

    fireEvent.click(section().getByRole("button", { name: "Remove point 2" }));
    expect(section().getByText("Points not saved yet")).toBeTruthy();
    expect(section().queryByRole("group", { name: "Point 4" })).toBeNull();
    expect(valueOf(point(2).getByLabelText("Latitude"))).toBe("44.43");
  });

  it("are not sent while one has no place, and the server's refusal is said", async () => {
    const { fetchMock } = await openEditor(UNPLACED, route("PUT", "/hunts/4/map/points", { detail: "A map needs at least 3 points; it has 2" }, 422));
    addPoint(1, TRUE_POINTS[0]!);
    fireEvent.click(section().getByRole("button", { name: "Add a control point" }));
    clickPicture(picture(), 900, 150);
    fireEvent.click(section().getByRole("button", { name: "Save points" }));
    expect(section().getByText("Point 2 needs its x, y, latitude and longitude before the points can be saved.")).toBeTruthy();
    expect(callsTo(fetchMock, "PUT", "/hunts/4/map/points")).toEqual([]);

    paste(point(2).getByLabelText("Latitude"), "44.485, -110.574");
    expect(section().getByText("Points not saved yet")).toBeTruthy();
    fireEvent.click(section().getByRole("button", { name: "Save points" }));
    expect(await section().findByText("A map needs at least 3 points; it has 2")).toBeTruthy();
    expect(callsTo(fetchMock, "PUT", "/hunts/4/map/points")).toHaveLength(1);
  });
});
