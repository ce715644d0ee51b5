// @chunk core
/**
 * Toasts: one shown at a time (a new one replaces the old), closing by itself after TOAST_DURATION_MS. A
 * dismissed toast is marked closed and dropped after TOAST_REMOVE_DELAY_MS, so its closing can still be
 * drawn.
 */
import { create } from "zustand";

export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  open: boolean;
  durationMs: number;
  action?: { label: string; onClick: () => void };
}

interface ToastState {
  toast: Toast | null;
  show: (toast: Omit<Toast, "id" | "open" | "variant" | "durationMs"> & Partial<Pick<Toast, "variant" | "durationMs">>) => number;
  update: (id: number, patch: Partial<Omit<Toast, "id">>) => void;
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  toast: null,
  show: (input) => {
    const id = nextId++;
    set({ toast: { variant: "default", durationMs: TOAST_DURATION_MS, ...input, id, open: true } });
    return id;
  },
  update: (id, patch) => {
    const current = get().toast;
    if (current?.id === id) set({ toast: { ...current, ...patch } });
  },
  dismiss: (id) => {
    const current = get().toast;
    if (!current || (id !== undefined && current.id !== id)) return;
    set({ toast: { ...current, open: false } });
    setTimeout(() => {
      if (get().toast?.id === current.id) set({ toast: null });
    }, TOAST_REMOVE_DELAY_MS);
  },
}));

/** The one way to raise a toast. */
export const toast = (input: Parameters<ToastState["show"]>[0]) => useToasts.getState().show(input);
