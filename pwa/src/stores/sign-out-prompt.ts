// @chunk core
/**
 * The question asked before signing out while some of the account's things are still on their way to
 * the server: open while `waiting` is set. A store, not a component's state, because the menu that asks
 * closes on the tap, and the question must outlive it.
 */
import { create } from "zustand";
import type { WaitingRows } from "../sync/sign-out-rows";

export const useSignOutPrompt = create<{ waiting: WaitingRows | null }>(() => ({ waiting: null }));
