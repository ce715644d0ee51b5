// @vitest-environment jsdom
/** An item's photo prompt in the hunt editor: typed, opened from the admin's read, sent with the item, checked by the schema. */
import "fake-indexeddb/auto";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import HuntEditPage from "./hunt-edit-page";
import HuntNewPage from "./hunt-new-page";
import { sampleHunt } from "../../../testing/admin/hunts";
import { callsTo, route, stubFetch, withSignedInAdmin } from "../../../testing/admin/screens";
import { renderEditorAt } from "../../../testing/admin/editor-routes";

const renderAt = (path: string) => renderEditorAt(path, { list: "/admin/hunts", listHeading: "Hunt list", New: HuntNewPage, Edit: HuntEditPage });
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const group = (name: string) => within(screen.getByRole("group", { name }));
const GEYSER_PHOTO = "Take a picture of your family with the geyser";

withSignedInAdmin();

describe("An item's photo prompt", () => {
  it("is typed, trimmed and sent with the item; empty is none", async () => {
    const fetchMock = stubFetch(route("POST", "/hunts", sampleHunt(), 201));
    renderAt("/admin/hunts/new");
    change(screen.getByLabelText("Title *"), "Geyser Basin");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    change(group("Item 1").getByLabelText("Item name *"), "Old Faithful");
    change(group("Item 1").getByLabelText("Photo prompt"), `  ${GEYSER_PHOTO} `);
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    change(group("Item 2").getByLabelText("Item name *"), "Boardwalk");
    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    const items = callsTo(fetchMock, "POST", "/hunts")[0]!.body!.items as { photo_prompt: string }[];
    expect(items.map((i) => i.photo_prompt)).toEqual([GEYSER_PHOTO, ""]);
  });

  it("opens with the stored prompt and sends it back", async () => {
    const hunt = sampleHunt({ id: 4, items: [{ ...sampleHunt().items[0]!, photo_prompt: GEYSER_PHOTO }, sampleHunt().items[1]!] });
    const fetchMock = stubFetch(route("GET", "/hunts/4", hunt), route("PUT", "/hunts/4", hunt));
    renderAt("/admin/hunts/edit/4");
    expect(((await screen.findAllByLabelText("Photo prompt"))[0] as HTMLInputElement).value).toBe(GEYSER_PHOTO);
    fireEvent.click(screen.getByRole("button", { name: "Update Hunt" }));
    await screen.findByRole("heading", { name: "Hunt list" });
    const items = callsTo(fetchMock, "PUT", "/hunts/4")[0]!.body!.items as { photo_prompt: string }[];
    expect(items.map((i) => i.photo_prompt)).toEqual([GEYSER_PHOTO, ""]);
  });

  it("refuses a prompt over 200 characters without sending", async () => {
    const fetchMock = stubFetch(route("POST", "/hunts", sampleHunt(), 201));
    renderAt("/admin/hunts/new");
    change(screen.getByLabelText("Title *"), "Geyser Basin");
    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    change(group("Item 1").getByLabelText("Item name *"), "Old Faithful");
    change(group("Item 1").getByLabelText("Photo prompt"), "p".repeat(201));
    fireEvent.click(screen.getByRole("button", { name: "Create Hunt" }));
    expect(await screen.findByText("photo_prompt must be at most 200 characters")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/hunts")).toEqual([]);
  });
});
