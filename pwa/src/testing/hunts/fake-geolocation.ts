/**
 * A stand-in for the phone's GPS in jsdom (imported only by tests): `navigator.geolocation` and the
 * geolocation permission, driven by the test. It moves the family, answers the permission prompt, or
 * fails, and counts the watches still running. The real-browser test uses emulated geolocation instead.
 */
import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { LatLng } from "#shared/rules/geo";

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

function positionError(code: number): GeolocationPositionError {
  return { code, message: "", PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT: 3 } as GeolocationPositionError;
}

export function installFakeGeolocation(permission: PermissionState = "prompt") {
  const watches = new Map<number, { success: Success; failure?: Failure | null }>();
  const asks: { success: Success; failure?: Failure | null }[] = [];
  let nextId = 1;
  let here: GeolocationPosition | null = null;
  const status = Object.assign(new EventTarget(), { name: "geolocation", state: permission, onchange: null }) as PermissionStatus & { state: PermissionState };

  const geolocation = {
    // The options are kept in the mock's calls for the tests to read.
    watchPosition: vi.fn((success: Success, failure?: Failure | null, _options?: PositionOptions) => {
      const id = nextId++;
      watches.set(id, { success, failure });
      return id;
    }),
    clearWatch: vi.fn((id: number) => void watches.delete(id)),
    getCurrentPosition: vi.fn((success: Success, failure?: Failure | null, _options?: PositionOptions) => {
      if (status.state === "granted" && here) success(here);
      else asks.push({ success, failure });
    }),
  };
  const setPermission = (state: PermissionState) => {
    status.state = state;
    status.dispatchEvent(new Event("change"));
  };
  const permissions = { query: vi.fn(async () => status) };
  // A proxy rather than a copy: jsdom's own navigator getters only answer on the real object.
  const real = navigator;
  vi.stubGlobal(
    "navigator",
    new Proxy(real, {
      get: (target, key) => {
        if (key === "geolocation") return geolocation;
        if (key === "permissions") return permissions;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }),
  );

  return {
    geolocation,
    /** Watches started and not cleared. */
    running: () => watches.size,
    /** The family is at `place`, as sure as `accuracyM`: every running watch hears it. */
    moveTo(place: LatLng, accuracyM: number) {
      here = { coords: { latitude: place.lat, longitude: place.lng, accuracy: accuracyM }, timestamp: Date.now() } as GeolocationPosition;
      const position = here;
      act(() => watches.forEach(({ success }) => success(position)));
    },
    /** The family answers the browser's prompt. */
    answer(answer: "granted" | "denied") {
      act(() => {
        setPermission(answer);
        const waiting = asks.splice(0);
        for (const ask of waiting) {
          if (answer === "denied") ask.failure?.(positionError(PERMISSION_DENIED));
          else if (here) ask.success(here);
          else ask.failure?.(positionError(POSITION_UNAVAILABLE));
        }
        if (answer === "denied") watches.forEach(({ failure }) => failure?.(positionError(PERMISSION_DENIED)));
      });
    },
    /** GPS fails without a refusal (no satellites in a canyon). */
    fail() {
      act(() => watches.forEach(({ failure }) => failure?.(positionError(POSITION_UNAVAILABLE))));
    },
  };
}

/** A point `meters` due south of `place` (a degree of latitude is 111,195 m on the mean Earth). */
export const southOf = (place: LatLng, meters: number): LatLng => ({ lat: place.lat - meters / 111_195, lng: place.lng });

/** Hides or shows the page, as switching apps or locking the phone does. */
export function setPageVisible(visible: boolean) {
  act(() => {
    Object.defineProperty(document, "visibilityState", { value: visible ? "visible" : "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}
