import { describe, expect, it } from "vitest";
import type { Hunt } from "../schemas/hunt";
import { huntOutline, outlineInLang } from "./hunt-outline";

const HUNT: Hunt = {
  id: 4,
  title: "Geyser Walk",
  description: "Find the geysers.",
  location: "Yellowstone",
  difficulty: "easy",
  price: 0,
  teaser: false,
  thumbnail_image: "",
  estimated_time: "2 hours",
  age_range: "All Ages",
  featured: false,
  published: true,
  item_count: 2,
  question_count: 1,
  view_count: 3,
  completion_count: 1,
  purchase_count: 0,
  languages: ["en", "es"],
  has_map: true,
  map: { image_url: "/uploads/basin.webp", width: 800, height: 600, credit: "NPS", points: [{ x: 10, y: 20, lat: 44.4677, lng: -110.8391 }], rms_m: null },
  items: [
    { id: 7, name: "Old Faithful", location_description: "By the benches", educational_fact: "It erupts often.", points: 10, lat: 44.46, lng: -110.83, radius_m: 40, check_word_hash: "ab12", photo_prompt: "", say_as: "" },
    { id: 8, name: "Castle Geyser", location_description: "Along the boardwalk", educational_fact: "Very old.", points: 10, lat: null, lng: null, radius_m: 40, check_word_hash: "", photo_prompt: "", say_as: "CASS-ul" },
  ],
  quiz_questions: [{ id: 3, question: "Is it old?", options: ["True", "False"], correct_answer: "True", points: 5 }],
  translations: {
    es: {
      title: "Paseo de géiseres",
      description: "Encuentren los géiseres.",
      location: "Yellowstone",
      estimated_time: "2 horas",
      age_range: "Para todas las edades",
      items: {
        "7": { name: "El Old Faithful", location_description: "Junto a las bancas", educational_fact: "Hace erupción seguido.", photo_prompt: "", say_as: "" },
        "8": { name: "El Géiser Castillo", location_description: " ", educational_fact: "Muy antiguo.", photo_prompt: "", say_as: "" },
      },
      quiz_questions: { "3": { question: "¿Es antiguo?", options: ["Verdadero", "Falso"], correct_answer: "Verdadero" } },
    },
  },
};

describe("a hunt's outline", () => {
  it("keeps the hunt's summary and each item's name and place to look, in every version, and nothing else", () => {
    const outline = huntOutline(HUNT);
    expect(outline.items).toEqual([
      { id: 7, name: "Old Faithful", location_description: "By the benches" },
      { id: 8, name: "Castle Geyser", location_description: "Along the boardwalk" },
    ]);
    expect(outline.translations?.es?.items["7"]).toEqual({ name: "El Old Faithful", location_description: "Junto a las bancas" });
    expect(outline).toMatchObject({ id: 4, title: "Geyser Walk", view_count: 3, languages: ["en", "es"], has_map: true });
    const text = JSON.stringify(outline);
    for (const secret of ["ab12", "It erupts often.", "Muy antiguo.", "True", "Verdadero", "Is it old?", "44.46", "CASS-ul", "basin.webp"]) expect(text).not.toContain(secret);
  });

  it("reads in Spanish where the hunt is offered in it, each empty text in English, and in English elsewhere", () => {
    const outline = huntOutline(HUNT);
    const es = outlineInLang(outline, "es");
    expect(es).toMatchObject({ lang: "es", title: "Paseo de géiseres", estimated_time: "2 horas" });
    expect(es.items).toEqual([
      { id: 7, name: "El Old Faithful", location_description: "Junto a las bancas" },
      { id: 8, name: "El Géiser Castillo", location_description: "Along the boardwalk" },
    ]);
    expect(outlineInLang(outline, "en")).toMatchObject({ lang: "en", title: "Geyser Walk", items: outline.items });
    expect(outlineInLang({ ...outline, languages: ["en"] }, "es")).toMatchObject({ lang: "en", title: "Geyser Walk", items: outline.items });
  });
});
