/**
 * A hunt's park map: the picture the server stored (`POST /api/hunts/{id}/map`, multipart `file` and
 * `credit`), the control points that fit it to the ground (`PUT /api/hunts/{id}/map/points`), and the
 * map every read of the hunt carries. Whether points can fit a map is shared/rules/georeference.ts's
 * to say; these check only their shape.
 */
import { z } from "zod";
import { MAP_CREDIT_MAX_CHARS, MAP_IMAGE_MAX_SIDE_PX, MAP_POINTS_MAX } from "../rules/park-map";

export const controlPointSchema = z.object({
  x: z.number(),
  y: z.number(),
  lat: z.number(),
  lng: z.number(),
});

const creditText = z.string().trim().max(MAP_CREDIT_MAX_CHARS, `must be at most ${MAP_CREDIT_MAX_CHARS} characters`);

export const mapCreditSchema = creditText.default("");

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

/** A new credit for the map in place (`PATCH /api/hunts/{id}/map`); an empty one removes it. */
export const mapCreditInputSchema = z.object({ credit: creditText });

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

const pictureSide = z.number().int().positive().max(MAP_IMAGE_MAX_SIDE_PX);

/**
 * A sample hunt's map as content holds it (content/sample/hunts/<name>.map.json): one of the app's own
 * pictures, its size and the points the seed fits it with, as an admin would place them.
 */
export const parkMapContentSchema = z.object({
  image_url: z.string().regex(/^\/images\/maps\/[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/, "must be a picture of /images/maps/, <name>.webp"),
  width: pictureSide,
  height: pictureSide,
  credit: mapCreditSchema,
  points: mapPointsInputSchema.shape.points,
});
export type ParkMapContent = z.output<typeof parkMapContentSchema>;
