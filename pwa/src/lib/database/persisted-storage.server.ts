/**
 * persisted-storage.ts as the server's pre-renderer builds it (see vite.config.ts): a page drawn on
 * the server has no device behind it, so its stores start empty, as on a first visit, and keep nothing.
 */
import type { PersistStorage } from "zustand/middleware";

const noDevice = <S>(): PersistStorage<S> => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });

export const dexieStorage = noDevice;

export function keyedStorage<S extends Record<string, unknown>>(_keys: { [K in keyof S]: string }): PersistStorage<S> {
  return noDevice();
}
