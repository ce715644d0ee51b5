/**
 * The cart is read from IndexedDB asynchronously. Screens wait for it so they never flash "Your cart is
 * empty", and clearing waits for it so the saved cart cannot come back over the cleared one.
 */
import { useEffect, useState } from "react";
import { useCart } from "../../stores/cart";

export function cartHydrated(): Promise<void> {
  if (useCart.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useCart.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

export function useCartHydrated(): boolean {
  const [hydrated, setHydrated] = useState(useCart.persist.hasHydrated());
  useEffect(() => {
    setHydrated(useCart.persist.hasHydrated());
    return useCart.persist.onFinishHydration(() => setHydrated(true));
  }, []);
  return hydrated;
}
