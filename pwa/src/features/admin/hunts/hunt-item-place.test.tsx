// @vitest-environment jsdom
/** An item's place in the hunt editor: typed, pasted as "lat, lng", taken from the device; checked by the schema. */
import "fake-indexeddb/auto";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import HuntEditPage from "./hunt-edit-page";
import HuntNewPage from "./hunt-new-page";
import { fakeGeolocation, sampleHunt } from "../../../testing/admin/hunts";
import { callsTo, route, seriousViolations, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";
import { renderEditorAt } from "../../../testing/admin/editor-routes";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });

const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const group = (name: string) => within(screen.getByRole("group", { name }));
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
/** What an item without a place (and without a photo prompt) sends. */
const NO_PLACE = { lat: null, lng: null, radius_m: 40, check_word: "", photo_prompt: "", say_as: "" };

withSignedInAdmin();

describe("An item's place", () => {
  const OLD_FAITHFUL = { lat: 44.46049, lng: -110.82815 };
  const ABOUT_DEER = { name: "Mule deer", location_description: "Meadows", educational_fact: "Big ears", points: 10 };
  const placedHunt = () =>
    sampleHunt({
      id: 4,
      items: [
        { ...sampleHunt().items[0]!, ...OLD_FAITHFUL, radius_m: 60, check_word: "Predicted", check_word_hash: "ab12" },
        sampleHunt().items[1]!,
      ],
    });

  it("is typed with its radius and sign word, and sent with the item", async () => {
    const fetchMock = stubFetch(route("POST", "/hunts", sampleHunt(), 201));
    renderAt("/admin/hunts/new");
    change(screen.getByLabelText("Title *"), "Geyser Basin");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    const item = group("Item 1");
    change(item.getByLabelText("Item name *"), "Old Faithful");
    expect(valueOf(item.getByLabelText("Latitude"))).toBe("");
    expect(valueOf(item.getByLabelText("Longitude"))).toBe("");
    expect(valueOf(item.getByLabelText("Check-in radius (m)"))).toBe("40");
    expect(valueOf(item.getByLabelText("Word on the sign"))).toBe("");
    expect(item.getByLabelText("Latitude").getAttribute("step")).toBe("any");
    expect(item.getByLabelText("Longitude").getAttribute("step")).toBe("any");
    change(item.getByLabelText("Latitude"), "44.46049");
    change(item.getByLabelText("Longitude"), "-110.82815");
    change(item.getByLabelText("Check-in radius (m)"), "25");
    change(item.getByLabelText("Word on the sign"), "  Predicted ");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    change(group("Item 2").getByLabelText("Item name *"), "Boardwalk");

    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    expect(callsTo(fetchMock, "POST", "/hunts")[0]!.body!.items).toEqual([
      { name: "Old Faithful", location_description: "", educational_fact: "", points: 10, ...OLD_FAITHFUL, radius_m: 25, check_word: "Predicted", photo_prompt: "", say_as: "" },
      { name: "Boardwalk", location_description: "", educational_fact: "", points: 10, ...NO_PLACE },
    ]);
  });

  it("fills both coordinates from a \"lat, lng\" pasted from a maps app, and pastes anything else as usual", () => {
    stubFetch();
    renderAt("/admin/hunts/new");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    const [lat, lng] = [group("Item 2").getByLabelText("Latitude"), group("Item 2").getByLabelText("Longitude")];
    const paste = (el: HTMLElement, text: string) => fireEvent.paste(el, { clipboardData: { getData: () => text } });

    expect(paste(lat, "44.46049, -110.82815")).toBe(false);
    expect([valueOf(lat), valueOf(lng)]).toEqual(["44.46049", "-110.82815"]);
    paste(lat, "(33.8568, 151.2153)");
    expect([valueOf(lat), valueOf(lng)]).toEqual(["33.8568", "151.2153"]);
    paste(lng, "44.46049° N, 110.82815° W");
    expect([valueOf(lat), valueOf(lng)]).toEqual(["44.46049", "-110.82815"]);
    // The other item is left alone.
    expect(valueOf(group("Item 1").getByLabelText("Latitude"))).toBe("");

    // A single number, or text that is no place, is the browser's to paste: not taken over.
    expect(paste(lat, "45.1")).toBe(true);
    expect(paste(lat, "44.46049, -200")).toBe(true);
    expect(paste(lat, "Old Faithful")).toBe(true);
    expect([valueOf(lat), valueOf(lng)]).toEqual(["44.46049", "-110.82815"]);
  });

  it("takes the admin's location on site, into the row it was asked for even after the rows moved", async () => {
    const gps = fakeGeolocation();
    const hunt = placedHunt();
    const fetchMock = stubFetch(route("GET", "/hunts/4", hunt), route("PUT", "/hunts/4", hunt));
    renderAt("/admin/hunts/edit/4");
    await screen.findByLabelText("Title *");
    fireEvent.click(group("Item 2").getByRole("button", { name: "Use my location" }));
    expect(gps.geolocation.getCurrentPosition).toHaveBeenCalledOnce();
    expect(gps.geolocation.getCurrentPosition.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: true });
    expect(group("Item 2").getByRole("status").textContent).toBe("Finding your location…");

    // While the fix comes, the admin renames the item and moves it to the top.
    change(group("Item 2").getByLabelText("Item name *"), "California condor");
    fireEvent.click(screen.getByRole("button", { name: "Move up item 2" }));
    gps.at(37.2689123449, -112.9484567, 7.6);

    const moved = group("Item 1");
    expect(valueOf(moved.getByLabelText("Item name *"))).toBe("California condor");
    expect([valueOf(moved.getByLabelText("Latitude")), valueOf(moved.getByLabelText("Longitude"))]).toEqual(["37.268912", "-112.948457"]);
    expect(moved.getByRole("status").textContent).toBe("Filled in from your location (accurate to about 8 m).");
    expect(valueOf(group("Item 2").getByLabelText("Latitude"))).toBe("44.46049");
    expect(await seriousViolations(document.body)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Update Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    const items = callsTo(fetchMock, "PUT", "/hunts/4")[0]!.body!.items as Record<string, unknown>[];
    expect(items.map(({ name, lat, lng }) => ({ name, lat, lng }))).toEqual([
      { name: "California condor", lat: 37.268912, lng: -112.948457 },
      { name: "Mule deer", ...OLD_FAITHFUL },
    ]);
  });

  it("says plainly next to the button why there is no location, and leaves the place as it was", async () => {
    const gps = fakeGeolocation();
    stubFetch();
    const { container } = renderAt("/admin/hunts/new");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    const item = group("Item 1");
    change(item.getByLabelText("Latitude"), "1");
    const button = item.getByRole("button", { name: "Use my location" });
    const status = () => item.getByRole("status").textContent;

    fireEvent.click(button);
    gps.fail(1);
    expect(status()).toBe("Location is not available: permission was denied; allow location for this site in the browser's settings.");
    fireEvent.click(button);
    gps.fail(2);
    expect(status()).toBe("Location is not available: the device could not find its position.");
    fireEvent.click(button);
    gps.fail(3);
    expect(status()).toBe("Location is not available: no position came within 30 seconds.");
    expect(item.getByRole("status").className).toBe("form-field-error");
    expect([valueOf(item.getByLabelText("Latitude")), valueOf(item.getByLabelText("Longitude"))]).toEqual(["1", ""]);
    expect(await seriousViolations(container)).toEqual([]);

    // An answer to an earlier press that comes late does not overwrite the latest one.
    fireEvent.click(button);
    const late = gps.geolocation.getCurrentPosition.mock.calls.at(-1)![0];
    fireEvent.click(button);
    gps.fail(2);
    act(() => late({ coords: { latitude: 5, longitude: 6, accuracy: 3 } } as GeolocationPosition));
    expect(status()).toBe("Location is not available: the device could not find its position.");
  });

  it("says so when the browser has no location at all", () => {
    fakeGeolocation({ missing: true });
    stubFetch();
    renderAt("/admin/hunts/new");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    fireEvent.click(group("Item 1").getByRole("button", { name: "Use my location" }));
    expect(group("Item 1").getByRole("status").textContent).toBe("Location is not available: this browser cannot share it.");
  });

  it("shows the schema's message for a latitude without a longitude, or a radius out of range, and sends nothing", async () => {
    const fetchMock = stubFetch();
    renderAt("/admin/hunts/new");
    change(screen.getByLabelText("Title *"), "Geyser Basin");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    const [first, second] = [group("Item 1"), group("Item 2")];
    change(first.getByLabelText("Item name *"), "Old Faithful");
    change(first.getByLabelText("Latitude"), "44.46049");
    change(second.getByLabelText("Item name *"), "Boardwalk");
    change(second.getByLabelText("Check-in radius (m)"), "5");
    change(second.getByLabelText("Word on the sign"), "x".repeat(41));
    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));

    const lng = first.getByLabelText("Longitude");
    expect(await first.findByText("lat and lng go together: give both or neither")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(lng));
    expect(lng.getAttribute("aria-invalid")).toBe("true");
    expect(second.getByText("radius_m must be a whole number of metres from 10 to 500")).toBeTruthy();
    expect(second.getByText("check_word must be at most 40 characters")).toBeTruthy();
    expect(second.getByLabelText("Check-in radius (m)").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(document.body)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();

    // A longitude alone is refused the same way, and so is a radius that is not whole metres.
    change(first.getByLabelText("Latitude"), "");
    change(first.getByLabelText("Longitude"), "-110.82815");
    change(second.getByLabelText("Check-in radius (m)"), "40.5");
    change(second.getByLabelText("Word on the sign"), "Boardwalk");
    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    await waitFor(() => expect(second.queryByText("check_word must be at most 40 characters")).toBeNull());
    expect(second.getByText("radius_m must be a whole number of metres from 10 to 500")).toBeTruthy();
    expect(first.getByText("lat and lng go together: give both or neither")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens with the admin's read of each item's place and sign word, and sends them back", async () => {
    const hunt = placedHunt();
    const fetchMock = stubFetch(route("GET", "/hunts/4", hunt), route("PUT", "/hunts/4", hunt));
    renderAt("/admin/hunts/edit/4");
    await screen.findByLabelText("Title *");
    const first = group("Item 1");
    expect(valueOf(first.getByLabelText("Latitude"))).toBe("44.46049");
    expect(valueOf(first.getByLabelText("Longitude"))).toBe("-110.82815");
    expect(valueOf(first.getByLabelText("Check-in radius (m)"))).toBe("60");
    expect(valueOf(first.getByLabelText("Word on the sign"))).toBe("Predicted");
    expect(valueOf(group("Item 2").getByLabelText("Latitude"))).toBe("");
    expect(valueOf(group("Item 2").getByLabelText("Word on the sign"))).toBe("");

    change(first.getByLabelText("Word on the sign"), "Predicted eruption");
    fireEvent.click(screen.getByRole("button", { name: "Update Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    expect(callsTo(fetchMock, "PUT", "/hunts/4")[0]!.body!.items).toEqual([
      { ...ABOUT_DEER, ...OLD_FAITHFUL, radius_m: 60, check_word: "Predicted eruption", photo_prompt: "", say_as: "" },
      { name: "Condor", location_description: "Cliffs", educational_fact: "Huge wings", points: 15, ...NO_PLACE },
    ]);
  });

  it("sends an emptied place as none", async () => {
    const hunt = placedHunt();
    const fetchMock = stubFetch(route("GET", "/hunts/4", hunt), route("PUT", "/hunts/4", hunt));
    renderAt("/admin/hunts/edit/4");
    await screen.findByLabelText("Title *");
    change(group("Item 1").getByLabelText("Latitude"), "");
    change(group("Item 1").getByLabelText("Longitude"), "");
    fireEvent.click(screen.getByRole("button", { name: "Update Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    const items = callsTo(fetchMock, "PUT", "/hunts/4")[0]!.body!.items;
    expect(items).toMatchObject([{ name: "Mule deer", lat: null, lng: null, radius_m: 60, check_word: "Predicted" }, NO_PLACE]);
  });
});
