/** Whether a new version of the app is waiting, and how to switch to it (set by the service-worker registration). */
import { create } from "zustand";

interface UpdateState {
  waiting: boolean;
  reload: () => void;
}

export const useAppUpdate = create<UpdateState>()(() => ({ waiting: false, reload: () => {} }));
