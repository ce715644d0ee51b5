/**
 * The admin's calls on a hunt's park map, through the app's one API client (the admin's token, the
 * server's `detail` as the error). The upload goes as a plain multipart POST: the server shrinks the
 * picture, so there is no progress to show past "uploading".
 */
import type { ControlPoint } from "#shared/rules/georeference";
import type { MapPointsResult, ParkMapPicture } from "#shared/schemas/park-map";
import { api } from "../../../../lib/api/api-client";

const mapPath = (huntId: number) => `/hunts/${huntId}/map`;

/** A new picture for the hunt's map, with its credit; the server clears the points of the one it replaces. */
export function uploadMap(huntId: number, file: File, credit: string) {
  const body = new FormData();
  body.append("file", file);
  body.append("credit", credit);
  return api.post<ParkMapPicture>(mapPath(huntId), body);
}

export const saveMapCredit = (huntId: number, credit: string) => api.patch<ParkMapPicture>(mapPath(huntId), { credit });

export const saveMapPoints = (huntId: number, points: readonly ControlPoint[]) => api.put<MapPointsResult>(`${mapPath(huntId)}/points`, { points });

export const removeMap = (huntId: number) => api.delete<{ ok: true }>(mapPath(huntId));
