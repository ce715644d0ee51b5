// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import AboutPage from "./about-page";

afterEach(cleanup);

function destination(name: string) {
  const region = within(screen.getByRole("region", { name: "Where our adventures go" }));
  return within(region.getByRole("heading", { name }).closest("li")!);
}

describe("AboutPage", () => {
  it("lists the four destination types: 63 national parks, the rest coming soon", () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "About Park Hunts" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Where our adventures go" })).getAllByRole("heading", { level: 3 })).toHaveLength(4);

    expect(destination("National Parks").getByText("63")).toBeTruthy();
    expect(destination("National Parks").queryByText("Coming soon")).toBeNull();
    for (const name of ["Zoos", "Aquariums", "Museums"]) expect(destination(name).getByText("Coming soon")).toBeTruthy();

    expect(screen.getByRole("heading", { name: "Hi, I'm Ranger Rosie" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Our approach" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try a free hunt" }).getAttribute("href")).toBe("/scavengerhunts");
  });
});
