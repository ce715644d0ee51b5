import { describe, expect, it } from "vitest";
import { z } from "zod";
import { huntInputSchema } from "#shared/schemas/hunt";
import { defaultsOf, fieldSchema, isRequiredBySchema, rowSchemaOf } from "./schema-fields";

describe("schema-fields", () => {
  it("reads a refined row schema (a hunt item's lat/lng rule) as the object it refines", () => {
    const item = rowSchemaOf(fieldSchema(huntInputSchema, "items"));
    expect(item).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(item!.shape)).toEqual(["name", "location_description", "educational_fact", "points", "lat", "lng", "radius_m", "check_word", "photo_prompt", "say_as"]);
    expect(defaultsOf(item!)).toEqual({
      name: undefined,
      location_description: "",
      educational_fact: "",
      points: 10,
      lat: null,
      lng: null,
      radius_m: 40,
      check_word: "",
      photo_prompt: "",
      say_as: "",
    });
    expect(isRequiredBySchema(fieldSchema(item!, "name"))).toBe(true);
    expect(isRequiredBySchema(fieldSchema(item!, "lat"))).toBe(false);
    // The refinement itself still runs when the whole form is parsed.
    const parsed = huntInputSchema.safeParse({ title: "Geysers", items: [{ name: "Old Faithful", lat: 44.46 }] });
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ["items", 0, "lng"], message: "lat and lng go together: give both or neither" })]);
  });

  it("reads rows through defaults, optionals, transforms and preprocessing", () => {
    const row = z.object({ word: z.string().default("hi"), count: z.number() });
    const shapes = [
      z.array(row).default([]),
      z.array(row).optional(),
      z.array(row.transform((r) => ({ ...r, extra: true }))),
      z.array(z.preprocess((value) => value, row)),
      z.array(row).transform((rows) => rows.slice(0, 3)),
    ].map((field) => rowSchemaOf(field));
    for (const shape of shapes) expect(shape && defaultsOf(shape)).toEqual({ word: "hi", count: undefined });
    expect(rowSchemaOf(z.array(z.string()))).toBeUndefined();
    expect(rowSchemaOf(z.string())).toBeUndefined();
  });
});
