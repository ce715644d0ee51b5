/**
 * A hunt's park map: the picture the server stored (`POST /api/hunts/{id}/map`, multipart `file` and
 * `credit`), the control points that fit it to the ground (`PUT /api/hunts/{id}/map/points`), and the
 * map every read of the hunt carries. Whether points can fit a map is shared/rules/georeference.ts's
 * to say; these check only their shape.
 */
import { z } from "zod";
import { MAP_CREDIT_MAX_CHARS, MAP_POINTS_MAX } from "../rules/park-map";

export const controlPointSchema = z.object({
  x: z.number(),
  y: z.number(),
  lat: z.number(),
  lng: z.number(),
});

export const mapCreditSchema = z
  .string()
  .trim()
  .max(MAP_CREDIT_MAX_CHARS, `must be at most ${MAP_CREDIT_MAX_CHARS} characters`)
  .default("");

/** The picture as stored: `width` and `height` are the stored copy's, in the pixels points are placed in. */
export const parkMapPictureSchema = z.object({
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  credit: z.string(),
});
export type ParkMapPicture = z.infer<typeof parkMapPictureSchema>;

/** A map with its points; `rms_m` is null until points are placed (a new picture clears them). */
export const parkMapSchema = parkMapPictureSchema.extend({
  points: z.array(controlPointSchema),
  rms_m: z.number().nullable(),
});
export type ParkMap = z.infer<typeof parkMapSchema>;

/** The multipart fields beside `file`. */
export const mapUploadFieldsSchema = z.object({ credit: mapCreditSchema });

export const mapPointsInputSchema = z.object({
  points: z.array(controlPointSchema).max(MAP_POINTS_MAX, `at most ${MAP_POINTS_MAX} points`),
});

/** The points as kept, the fit's RMS and each point's own error, in metres and in the points' order. */
export const mapPointsResultSchema = z.object({
  points: z.array(controlPointSchema),
  rms_m: z.number(),
  residuals_m: z.array(z.number()),
});
export type MapPointsResult = z.infer<typeof mapPointsResultSchema>;
