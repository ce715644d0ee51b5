import { describe, expect, it } from "vitest";
import { headTexts } from "../lib/head/head-texts";
import { headTags, resolveHead, type HeadContext } from "../lib/head/page-head";
import { routeHead } from "./route-heads";

const context = (pathname: string): HeadContext => ({
  origin: "https://parkhunts.example",
  pathname,
  lang: "en",
  siteName: "Park Hunts",
  siteDescription: "Hunts for families.",
  title: (_kind, name) => `${name} · Park Hunts`,
  homeName: "Home",
  sectionName: (path) => path,
});

const robots = (pathname: string) =>
  headTags(resolveHead(routeHead(pathname, headTexts.en), context(pathname))).find((tag) => tag.attrs.name === "robots")?.attrs.content;

describe("route heads", () => {
  it("keeps a group's join pages, reached from a leader's code, out of search results in every language", () => {
    expect(routeHead("/join/K7M2QX", headTexts.en)).toMatchObject({ name: "Join a group" });
    expect(["/join", "/join/K7M2QX", "/es/join/K7M2QX"].map(robots)).toEqual(["noindex", "noindex", "noindex"]);
    expect(robots("/scavengerhunts")).toBeUndefined();
  });
});
