// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Hunt } from "#shared/schemas/hunt";
import { readKv } from "../../../lib/database/kv";
import { stubCaches, stubFetch } from "../../../testing/device";
import { freshDeviceEachTest } from "../../../testing/fresh-device";
import { sampleUser, signInAs } from "../../../testing/account-screens";
import { sampleHunt } from "../../../testing/hunts/screens";
import { CODE, JOIN_URL, KEY } from "../../../testing/hunts/groups";
import HuntPage from "../hunt-page";
import { leadGroupKey, type LeadGroup } from "./lead-group";

freshDeviceEachTest(stubCaches);

function GroupLanding() {
  return <h1>Group page {useParams().code}</h1>;
}

/** The hunt page, the server answering `hunt` and POST /api/groups with `made` (undefined: no signal). */
function renderHunt(hunt: Hunt, made?: () => Response) {
  const fetch = stubFetch(
    (url) => (url.pathname === `/api/hunts/${hunt.id}` ? Response.json(hunt) : undefined),
    (url, init) => (url.pathname === "/api/groups" && init?.method === "POST" ? made?.() : undefined),
  );
  render(
    <MemoryRouter initialEntries={[`/hunt/${hunt.id}`]}>
      <Routes>
        <Route path="/hunt/:huntId" element={<HuntPage />} />
        <Route path="/group/:code" element={<GroupLanding />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetch;
}

const created = () => Response.json({ code: CODE, hunt_id: 1, join_url: JOIN_URL, key: KEY }, { status: 201 });

describe("Play as a group", () => {
  it("makes the group for the hunt, keeps it on the phone and opens its page", async () => {
    signInAs(sampleUser());
    const fetch = renderHunt(sampleHunt(), created);
    fireEvent.click(await screen.findByRole("button", { name: "Play as a group" }));
    expect(await screen.findByRole("heading", { name: `Group page ${CODE}` })).toBeTruthy();
    const post = fetch.mock.calls.find(([input]) => String(input) === "/api/groups")!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ hunt_id: 1 });
    const kept = await readKv<LeadGroup>(leadGroupKey(CODE));
    expect(kept).toMatchObject({ code: CODE, huntId: 1, huntTitle: "Zion Canyon Quest", itemCount: 2, joinUrl: JOIN_URL, key: KEY, board: null, queued: [] });
  });

  it("says making a group needs signal when there is none", async () => {
    signInAs(sampleUser());
    renderHunt(sampleHunt());
    fireEvent.click(await screen.findByRole("button", { name: "Play as a group" }));
    expect(await screen.findByText("Making a group needs signal. Try again when you are online.")).toBeTruthy();
  });

  it("says the hunt cannot be played by a group when the server refuses it", async () => {
    signInAs(sampleUser());
    renderHunt(sampleHunt(), () => Response.json({ detail: "You cannot play this hunt" }, { status: 403 }));
    fireEvent.click(await screen.findByRole("button", { name: "Play as a group" }));
    expect(await screen.findByText(/^A group can be made only for a hunt you can play/)).toBeTruthy();
    expect(await readKv(leadGroupKey(CODE))).toBeUndefined();
  });

  it("is not offered to a visitor who is not signed in", async () => {
    renderHunt(sampleHunt());
    await screen.findAllByRole("button", { name: /^Found it!/ });
    expect(screen.queryByRole("button", { name: "Play as a group" })).toBeNull();
  });

  it("is not offered on a hunt still locked", async () => {
    signInAs(sampleUser());
    renderHunt(sampleHunt({ price: 1.99 }));
    await screen.findByRole("button", { name: "Buy This Hunt" });
    expect(screen.queryByRole("button", { name: "Play as a group" })).toBeNull();
  });
});
