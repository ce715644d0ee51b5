/**
 * Which way the top of the screen points, in degrees clockwise from north, where the browser says:
 * iOS gives `webkitCompassHeading` on deviceorientation, once a tap has allowed it; Chrome on Android
 * fires deviceorientationabsolute, whose alpha turns the other way. null elsewhere, and then the
 * compass word ("north-east") says the way on its own.
 */
import { useCallback, useEffect, useState } from "react";
import { usePageVisible } from "./use-page-visible";

type OrientationEvent = DeviceOrientationEvent & { webkitCompassHeading?: number };
type OrientationPermission = { requestPermission?: () => Promise<PermissionState> };

export interface CompassHeading {
  heading: number | null;
  /** iOS gives no heading until the family allows motion sensors from a tap. */
  needsTap: boolean;
  /** Asks for the heading where the browser wants a tap first: call it from a tap. */
  enable: () => void;
}

/** Headings are rounded to this, so a phone trembling in a hand does not redraw the list 60 times a second. */
const HEADING_STEP_DEG = 5;

const orientationApi = () =>
  (typeof DeviceOrientationEvent === "undefined" ? undefined : DeviceOrientationEvent) as OrientationPermission | undefined;

export function useCompassHeading(active: boolean): CompassHeading {
  const [allowed, setAllowed] = useState(() => typeof orientationApi()?.requestPermission !== "function");
  const [heading, setHeading] = useState<number | null>(null);
  const visible = usePageVisible();

  useEffect(() => {
    if (!allowed || !active || !visible) return;
    const absolute = "ondeviceorientationabsolute" in window;
    const type = absolute ? "deviceorientationabsolute" : "deviceorientation";
    const onTurn = (event: Event) => {
      const { webkitCompassHeading, alpha } = event as OrientationEvent;
      const north =
        typeof webkitCompassHeading === "number" && webkitCompassHeading >= 0
          ? webkitCompassHeading
          : (absolute || (event as OrientationEvent).absolute) && typeof alpha === "number"
            ? 360 - alpha
            : null;
      if (north === null) return setHeading(null);
      // The readings are for the phone's top edge; turned sideways, the screen's top is a quarter turn on.
      const turned = north + (screen.orientation?.angle ?? 0);
      setHeading((Math.round(turned / HEADING_STEP_DEG) * HEADING_STEP_DEG) % 360);
    };
    window.addEventListener(type, onTurn);
    return () => window.removeEventListener(type, onTurn);
  }, [allowed, active, visible]);

  const enable = useCallback(() => {
    const api = orientationApi();
    if (!allowed && api?.requestPermission) void api.requestPermission().then((answer) => setAllowed(answer === "granted"), () => undefined);
  }, [allowed]);

  return { heading: active ? heading : null, needsTap: !allowed, enable };
}
