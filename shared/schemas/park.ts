/**
 * The parks directory (content/parks.json): every park with its place on the map, the hand-written
 * description and highlights of a few, and the text every other park falls back to. The app bundles
 * the file as it is, so nothing here changes a value: a field either passes or is a problem.
 */
import { z } from "zod";
import { PARK_REGIONS } from "../rules/park-regions.ts";

const text = (max: number) => z.string().min(1).max(max);
const highlights = z.array(text(200)).min(1).max(10);
const sampleIds = z.array(z.number().int().positive()).max(20);

export const parkSchema = z.object({
  /** The park's key: its extras and its point on the map are found by it. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "id must be lower-case letters and digits in words joined by -"),
  name: text(100),
  state: text(100),
  /** Where the park is (WGS84 degrees): its point on the map. */
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  region: z.enum(PARK_REGIONS),
});
export type Park = z.infer<typeof parkSchema>;

export const parkExtrasSchema = z.object({
  description: text(2000),
  highlights,
  /** The sample blog posts and guidebooks about the park, by id: its dialog links to them. */
  blogPostIds: sampleIds,
  bookIds: sampleIds,
});
export type ParkExtras = z.infer<typeof parkExtrasSchema>;

export const parkDirectorySchema = z
  .object({
    parks: z.array(parkSchema).min(1),
    /** By park id. */
    extras: z.record(z.string(), parkExtrasSchema),
    /** What a park without extras shows; `{name}` and `{state}` in the description are the park's. */
    generic: z.object({
      description: text(2000).refine((d) => !/\{(?!(name|state)\})/.test(d), "only {name} and {state} are filled in"),
      highlights,
    }),
  })
  .superRefine((directory, ctx) => {
    const ids = new Set<string>();
    directory.parks.forEach((park, i) => {
      if (ids.has(park.id)) ctx.addIssue({ code: "custom", path: ["parks", i, "id"], message: `${park.id} is listed twice` });
      ids.add(park.id);
    });
    for (const id of Object.keys(directory.extras)) {
      if (!ids.has(id)) ctx.addIssue({ code: "custom", path: ["extras", id], message: "no park has this id" });
    }
  });
export type ParkDirectory = z.infer<typeof parkDirectorySchema>;
