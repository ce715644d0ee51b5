// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Park } from "#shared/schemas/park";
import { generic } from "#content/parks.json";
import { db } from "../../lib/database/db";
import { useCart } from "../../stores/cart";
import { useToasts } from "../../stores/toasts";
import { ParkDialog } from "./park-dialog";
import { park, resetDevice, sampleBook, samplePost } from "../../testing/parks-screens";

const YELLOWSTONE_POSTS = [samplePost({ id: 1, title: "Old Faithful and Friends" }), samplePost({ id: 2, title: "Bison, Elk and Wolves" })];
const YELLOWSTONE_BOOKS = [
  sampleBook({ id: 1, title: "Yellowstone Scavenger Hunt", price: 24.99 }),
  sampleBook({ id: 2, title: "Yellowstone Junior Ranger Edition", available: false }),
];

function open(target: Park) {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <ParkDialog park={target} onClose={onClose} />
    </MemoryRouter>,
  );
  return { onClose, dialog: screen.getByRole("dialog", { name: target.name }) };
}

beforeEach(resetDevice);
afterEach(cleanup);

describe("ParkDialog", () => {
  it("shows the description, highlights, related posts and books of a park with content", async () => {
    await db.posts.bulkPut(YELLOWSTONE_POSTS);
    await db.books.bulkPut(YELLOWSTONE_BOOKS);
    const { dialog } = open(park("yellowstone"));
    const view = within(dialog);
    expect(view.getByText(/world's first national park in 1872/)).toBeTruthy();
    expect(view.getByText("Old Faithful erupts about every 90 minutes")).toBeTruthy();
    expect((await view.findByRole("link", { name: "Old Faithful and Friends" })).getAttribute("href")).toBe("/blog/1");
    expect(view.getByRole("link", { name: "Bison, Elk and Wolves" }).getAttribute("href")).toBe("/blog/2");
    const hunt = view.getByText("Yellowstone Scavenger Hunt").closest("li")!;
    expect(within(hunt).getByText(/\$24\.99/)).toBeTruthy();
    expect(within(hunt).getByRole("button", { name: "Add to Cart" })).toBeTruthy();
    // The unavailable guidebook is shown as coming, not sold.
    const junior = view.getByText("Yellowstone Junior Ranger Edition").closest("li")!;
    expect(within(junior).getByText("Coming Soon")).toBeTruthy();
    expect(within(junior).queryByRole("button")).toBeNull();
    expect(view.queryByText("Content Coming Soon!")).toBeNull();
  });

  it("Add to Cart puts the book in the cart and confirms it", async () => {
    await db.books.bulkPut(YELLOWSTONE_BOOKS);
    const { dialog } = open(park("yellowstone"));
    const add = await within(dialog).findByRole("button", { name: "Add to Cart", description: "Yellowstone Scavenger Hunt" });
    fireEvent.click(add);
    expect(useCart.getState().items).toEqual([expect.objectContaining({ id: 1, title: "Yellowstone Scavenger Hunt", price: 24.99, quantity: 1 })]);
    expect(useToasts.getState().toast).toMatchObject({
      title: "Added to cart!",
      description: "Yellowstone Scavenger Hunt has been added to your cart.",
      durationMs: 3000,
    });
    fireEvent.click(add);
    expect(useCart.getState().items[0]?.quantity).toBe(2);
  });

  it("offers the blog and the shop when the park has no content yet; a link closes the dialog", async () => {
    const { dialog, onClose } = open(park("acadia"));
    const view = within(dialog);
    expect(await view.findByRole("heading", { name: "Content Coming Soon!" })).toBeTruthy();
    expect(view.getByText(/Acadia National Park, Maine/)).toBeTruthy();
    for (const highlight of generic.highlights) expect(view.getByText(highlight)).toBeTruthy();
    expect(view.getByRole("link", { name: "Read the Blog" }).getAttribute("href")).toBe("/blog");
    const shop = view.getByRole("link", { name: "Browse Guidebooks" });
    expect(shop.getAttribute("href")).toBe("/shop");
    expect(view.queryByRole("button", { name: "Add to Cart" })).toBeNull();
    fireEvent.click(shop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape, the close button and a click on the backdrop, but not on a click inside", async () => {
    const { dialog, onClose } = open(park("zion"));
    fireEvent.click(within(dialog).getByText(/Utah's first national park/));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    await within(dialog).findByText("Content Coming Soon!");
  });
});
