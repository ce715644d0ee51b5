/** Sample catalog rows and a router frame for the parks tests (imported only by tests). */
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type { Park } from "#shared/schemas/park";
import { PARKS } from "../features/parks/park-directory";
import type { Post } from "#shared/schemas/blog";

export { resetDevice, stubFetch } from "./device";
export { sampleBook } from "./books";

export function park(id: string): Park {
  const found = PARKS.find((p) => p.id === id);
  if (!found) throw new Error(`no park ${id}`);
  return found;
}

export function samplePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: "Old Faithful and Friends",
    excerpt: "Geyser basins with kids.",
    content: "Boardwalks and bison.",
    author: "Jenna Roper",
    tags: ["Yellowstone"],
    image: "/uploads/old-faithful.jpg",
    featured: false,
    published: true,
    date: "2026-03-05",
    readTime: "4 min read",
    scheduled_date: null,
    ...overrides,
  };
}

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** The screen at /map, with every other path rendering "Now at {path}" so a test sees where a link led. */
export function atMap(screen: ReactNode, entry = "/map") {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/map" element={screen} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>
  );
}
