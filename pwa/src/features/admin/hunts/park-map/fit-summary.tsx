/**
 * How well the control points fit the picture to the ground, worked out by the shared fit as they
 * change: "Fit error: 6 m", a warning past FIT_ERROR_WARN_M, or why the points make no map.
 */
import type { GeoreferenceFit } from "#shared/rules/georeference";

/** A map off by more than this puts a find on the wrong side of a boardwalk or a creek. */
export const FIT_ERROR_WARN_M = 25;

export function FitSummary({ fit }: { fit: GeoreferenceFit }) {
  let said;
  if (!fit.ok) {
    // Too few points is where every map starts, not a mistake.
    const className = fit.problem === "too-few-points" ? "form-field-hint" : "alert alert-danger";
    said = <p className={className}>{fit.message}.</p>;
  } else {
    said = (
      <>
        <p>{`Fit error: ${Math.round(fit.rmsM)} m`}</p>
        {fit.rmsM > FIT_ERROR_WARN_M && <p className="alert alert-warn">{`The fit is off by more than ${FIT_ERROR_WARN_M} m: check each point's place`}</p>}
      </>
    );
  }
  return (
    <div className="park-map-fit" role="status">
      {said}
    </div>
  );
}
