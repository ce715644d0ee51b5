/** A park map for the hunt editor's tests, and a stand-in for the picture's place on screen (imported only by tests). */
import { fireEvent } from "@testing-library/react";
import type { ControlPoint } from "#shared/rules/georeference";
import type { ParkMap, ParkMapPicture } from "#shared/schemas/park-map";
import { sampleHunt } from "./hunts";

export const MAP_PICTURE: ParkMapPicture = { image_url: "/uploads/0123456789abcdef0123456789abcdef.webp", width: 1000, height: 800, credit: "National Park Service" };

/** Four points of a map drawn true to the ground: north up, 0.00014° of longitude and 0.0001° of latitude a pixel. */
export const TRUE_POINTS: ControlPoint[] = [
  { x: 100, y: 100, lat: 44.49, lng: -110.686 },
  { x: 900, y: 150, lat: 44.485, lng: -110.574 },
  { x: 500, y: 700, lat: 44.43, lng: -110.63 },
  { x: 200, y: 600, lat: 44.44, lng: -110.672 },
];

export function sampleMap(overrides: Partial<ParkMap> = {}): ParkMap {
  return { ...MAP_PICTURE, points: TRUE_POINTS, rms_m: 0, ...overrides };
}

/** The sample hunt (id 4) with a map, its first item at Old Faithful's spot on it and its second with no place. */
export function mappedHunt(map: ParkMap | null = sampleMap()) {
  const hunt = sampleHunt({ id: 4 });
  hunt.items[0] = { ...hunt.items[0]!, lat: 44.46, lng: -110.63 };
  return { ...hunt, map };
}

/** Where the picture is drawn in these tests: at half its size, 10 px from the left and 20 px from the top. */
export const SHOWN = { left: 10, top: 20, width: 500, height: 400 };

/** jsdom lays nothing out: the picture says it is drawn at SHOWN. */
export function layOut(image: HTMLElement) {
  image.getBoundingClientRect = () => ({ ...SHOWN, x: SHOWN.left, y: SHOWN.top, right: SHOWN.left + SHOWN.width, bottom: SHOWN.top + SHOWN.height, toJSON: () => SHOWN });
}

/** The spot on screen of a pixel of the stored picture, drawn at SHOWN. */
export const onScreen = (x: number, y: number) => ({
  clientX: SHOWN.left + (x * SHOWN.width) / MAP_PICTURE.width,
  clientY: SHOWN.top + (y * SHOWN.height) / MAP_PICTURE.height,
});

/** A click on the laid-out picture at a pixel of the stored picture. */
export function clickPicture(image: HTMLElement, x: number, y: number) {
  layOut(image);
  fireEvent.click(image, onScreen(x, y));
}
