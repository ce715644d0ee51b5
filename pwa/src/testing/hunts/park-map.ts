/** A hunt's park map for tests (imported only by tests): Zion Canyon's sample map, fitted as the seed fits it. */
import zion from "#content/sample/hunts/04-zion-canyon.map.json";
import { fitGeoreference, type Georeference } from "#shared/rules/georeference";
import type { ParkMap } from "#shared/schemas/park-map";

export function zionMap(overrides: Partial<ParkMap> = {}): ParkMap {
  return { ...zion, rms_m: 20, ...overrides };
}

export function zionTransform(): Georeference {
  const fit = fitGeoreference(zion.points, zion);
  if (!fit.ok) throw new Error(fit.message);
  return fit.transform;
}
