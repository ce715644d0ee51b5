// @vitest-environment jsdom
/** The hunt's items on its fitted park map: drawn where the fit puts them, dragged, and placed by a click in their row. */
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fitGeoreference, toLatLng, type Georeference } from "#shared/rules/georeference";
import HuntEditPage from "../hunt-edit-page";
import HuntNewPage from "../hunt-new-page";
import { callsTo, route, seriousViolations, stubFetch, withSignedInAdmin } from "../../../../testing/admin/screens";
import { renderEditorAt } from "../../../../testing/admin/editor-routes";
import { clickPicture, layOut, MAP_PICTURE, mappedHunt, onScreen, sampleMap, TRUE_POINTS } from "../../../../testing/admin/park-maps";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });
const section = () => within(screen.getByRole("region", { name: "Park map" }));
const item = (n: number) => within(screen.getByRole("group", { name: `Item ${n}` }));
const placeOf = (n: number) => [item(n).getByLabelText("Latitude"), item(n).getByLabelText("Longitude")].map((el) => (el as HTMLInputElement).value);
/** The section's dot of item n, if the map shows it. */
const dot = (n: number) => [...document.querySelectorAll<HTMLElement>(".park-map-editor .park-map-marker-item")].find((el) => el.textContent === String(n)) ?? null;
const percent = (el: HTMLElement | null) => [parseFloat(el!.style.left), parseFloat(el!.style.top)];

const FIT = fitGeoreference(TRUE_POINTS, MAP_PICTURE);
const TRANSFORM = (FIT.ok ? FIT.transform : null) as Georeference;
/** A spot's place as the editor writes it, to six decimals. */
const placeAt = (x: number, y: number) => Object.values(toLatLng(TRANSFORM, x, y)).map((degrees) => String(Number(degrees.toFixed(6))));

async function openEditor(map = sampleMap(), ...routes: Parameters<typeof stubFetch>) {
  const fetchMock = stubFetch(route("GET", "/hunts/4", mappedHunt(map)), ...routes);
  const view = renderAt("/admin/hunts/edit/4");
  await screen.findByLabelText("Title *");
  return { fetchMock, ...view };
}

withSignedInAdmin();

describe("Items on the park map", () => {
  it("are drawn where the fit puts them, numbered as in the list, as soon as a place is typed", async () => {
    await openEditor();
    expect(dot(1)?.textContent).toBe("1");
    expect(percent(dot(1)).map((p) => p.toFixed(3))).toEqual(["50.000", "50.000"]);
    expect(dot(2)).toBeNull();

    fireEvent.change(item(2).getByLabelText("Latitude"), { target: { value: "44.47" } });
    fireEvent.change(item(2).getByLabelText("Longitude"), { target: { value: "-110.602" } });
    expect(percent(dot(2)).map((p) => p.toFixed(3))).toEqual(["70.000", "37.500"]);
  });

  it("move when their dot is dragged, and the new place is sent with the hunt", async () => {
    const hunt = mappedHunt();
    const { fetchMock } = await openEditor(sampleMap(), route("PUT", "/hunts/4", hunt));
    layOut(section().getByRole("img"));
    const first = dot(1)!;
    fireEvent.pointerDown(first, { pointerId: 1, ...onScreen(500, 400) });
    fireEvent.pointerMove(first, { pointerId: 1, ...onScreen(420, 380) });
    fireEvent.pointerMove(first, { pointerId: 1, ...onScreen(300, 200) });
    fireEvent.pointerUp(first, { pointerId: 1, ...onScreen(300, 200) });
    expect(placeOf(1)).toEqual(placeAt(300, 200));
    expect(percent(dot(1)).map((p) => p.toFixed(3))).toEqual(["30.000", "25.000"]);
    // Once let go, the pointer moving over it moves it no more.
    fireEvent.pointerMove(dot(1)!, { pointerId: 1, ...onScreen(900, 700) });
    expect(placeOf(1)).toEqual(placeAt(300, 200));

    fireEvent.click(screen.getByRole("button", { name: "Update Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    const [lat, lng] = placeAt(300, 200).map(Number);
    expect(callsTo(fetchMock, "PUT", "/hunts/4")[0]!.body!.items).toMatchObject([{ name: "Mule deer", lat, lng }, { name: "Condor", lat: null, lng: null }]);
  });

  it("are placed by a click on the map in their own row", async () => {
    const { container } = await openEditor();
    const button = item(2).getByRole("button", { name: "Place on the map" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(item(2).getByText("Click where Condor is on the map")).toBeTruthy();
    expect(await seriousViolations(container)).toEqual([]);

    clickPicture(item(2).getByRole("img", { name: "Park map: click where Condor is" }), 700, 300);
    expect(placeOf(2)).toEqual(placeAt(700, 300));
    expect(item(2).getByText("Placed from the map.")).toBeTruthy();
    expect(placeOf(1)).toEqual(["44.46", "-110.63"]);
    // Its dot shows on the row's map and on the section's.
    expect(item(2).getByRole("img").parentElement!.querySelector(".park-map-marker-item")?.textContent).toBe("2");
    expect(dot(2)?.textContent).toBe("2");

    fireEvent.click(button);
    expect(item(2).queryByRole("img")).toBeNull();
    expect(item(2).queryByText("Placed from the map.")).toBeNull();
  });

  it("cannot be placed on a map that does not fit yet", async () => {
    await openEditor(sampleMap({ points: TRUE_POINTS.slice(0, 2), rms_m: null }));
    expect(section().getByRole("img")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Place on the map" })).toBeNull();
    expect(document.querySelector(".park-map-marker-item")).toBeNull();
  });
});
