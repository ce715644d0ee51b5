/**
 * The control points as the editor holds them while the admin places them: each coordinate as its
 * field's text, so a half-typed latitude is kept as typed. Only complete points are fitted and sent.
 */
import { fitGeoreference, type ControlPoint, type GeoreferenceFit } from "#shared/rules/georeference";
import type { ParkMapPicture } from "#shared/schemas/park-map";

export interface PointDraft {
  /** Keeps a row's identity (and its fields' ids) while the points before it are removed. */
  key: number;
  x: string;
  y: string;
  lat: string;
  lng: string;
}

let lastPointKey = 0;

export function newPointDraft(point: Partial<Record<keyof ControlPoint, number>> = {}): PointDraft {
  lastPointKey += 1;
  const text = (value: number | undefined) => (value === undefined ? "" : String(value));
  return { key: lastPointKey, x: text(point.x), y: text(point.y), lat: text(point.lat), lng: text(point.lng) };
}

const numberOf = (text: string) => (text.trim() === "" ? NaN : Number(text));

/** The point a draft stands for, or null while one of its coordinates is missing or not a number. */
export function controlPointOf(draft: PointDraft): ControlPoint | null {
  const [x, y, lat, lng] = [draft.x, draft.y, draft.lat, draft.lng].map(numberOf) as [number, number, number, number];
  return [x, y, lat, lng].every(Number.isFinite) ? { x, y, lat, lng } : null;
}

export interface PointsFit {
  /** The complete points, in the drafts' order: what is fitted and what "Save points" sends. */
  points: ControlPoint[];
  /** The shared fit of those points on the picture. */
  fit: GeoreferenceFit;
  /** Each complete draft's own error in metres, by its key, once the fit succeeds. */
  errorsM: ReadonlyMap<number, number>;
}

export function fitDrafts(drafts: readonly PointDraft[], picture: Pick<ParkMapPicture, "width" | "height">): PointsFit {
  const complete = drafts.flatMap((draft) => {
    const point = controlPointOf(draft);
    return point ? [{ key: draft.key, point }] : [];
  });
  const points = complete.map(({ point }) => point);
  const fit = fitGeoreference(points, picture);
  const errorsM = new Map(fit.ok ? complete.map(({ key }, i) => [key, fit.residualsM[i]!] as const) : []);
  return { points, fit, errorsM };
}

/** Whether the drafts hold exactly the points the server has: every draft complete and each the same. */
export function samePoints(drafts: readonly PointDraft[], saved: readonly ControlPoint[]): boolean {
  if (drafts.length !== saved.length) return false;
  return drafts.every((draft, i) => {
    const point = controlPointOf(draft);
    const other = saved[i]!;
    return point !== null && point.x === other.x && point.y === other.y && point.lat === other.lat && point.lng === other.lng;
  });
}
