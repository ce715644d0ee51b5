// @chunk core
/**
 * Who is signed in. Persisted under four keys every version has used, so a saved session survives an
 * update: a regular session in auth_token/user_data, an admin session also in admin_token/admin_user.
 * Starts `loading` until the stored session is read, so guards never flash a signed-out state.
 */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { AuthResponse, User } from "#shared/schemas/user";
import { setTokenSource } from "../lib/api/api-client";
import { keyedStorage } from "../lib/database/persisted-storage";
import { AUTH_KEYS, AUTH_STORE } from "../lib/database/store-keys";

interface Persisted extends Record<string, unknown> {
  token: string | null;
  user: User | null;
  adminToken: string | null;
  adminUser: User | null;
}

interface AuthState extends Persisted {
  loading: boolean;
  /**
   * Stores a session; `admin` sessions come from the admin login and keep their role forced to admin.
   * Resolves once the session is written on the device: a page loaded before that would start signed out.
   */
  signIn: (session: Pick<AuthResponse, "access_token" | "user">, admin: boolean) => Promise<void>;
  /**
   * Resolves once the signed-out state is saved (so a reload straight after cannot bring the session
   * back) and the account's photos and history the server has are gone from the device.
   */
  signOut: () => Promise<void>;
  setUser: (user: User) => void;
  setPoints: (points: number) => void;
}

export { AUTH_KEYS };

const keyed = keyedStorage<Persisted>(AUTH_KEYS);
/** The write persist started for the latest change, which persist itself does not hand back. */
let lastWrite: Promise<unknown> = Promise.resolve();
const storage: typeof keyed = { ...keyed, setItem: (name, value) => (lastWrite = Promise.resolve(keyed.setItem(name, value))) };

export const useAuth = create<AuthState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      adminToken: null,
      adminUser: null,
      loading: true,
      signIn: async ({ access_token, user }, admin) => {
        if (admin) {
          const adminUser = { ...user, role: "admin" as const };
          set({ token: access_token, user: adminUser, adminToken: access_token, adminUser });
        } else {
          set({ token: access_token, user, adminToken: null, adminUser: null });
        }
        // A device that cannot store it still has the session in memory for this visit.
        const written = lastWrite.catch(() => undefined);
        // Adopted once the session is saved: the flush the adoption asks for reads it there to know whose
        // rows may go. Loaded with the sign-in, which needs a connection anyway, not with every first page.
        void written.then(() => import("../sync/outbox-rows")).then(({ adoptOutbox }) => adoptOutbox(access_token));
        await written;
      },
      signOut: async () => {
        const { token, user } = get();
        set({ token: null, user: null, adminToken: null, adminUser: null });
        await lastWrite.catch(() => undefined);
        // The session ends on the server too, and the next family on this phone sees none of this account's
        // photos or history; what is still on its way goes first, with the account's own token. Signed out
        // here whatever the server says, or whether it can be reached.
        if (token === null) return;
        await import("../sync/sign-out-rows").then(({ leaveAccount }) => leaveAccount(token, user?.id ?? null)).catch(() => undefined);
      },
      setUser: (user) => set({ user, ...(get().adminUser ? { adminUser: user } : {}) }),
      setPoints: (points) => {
        const user = get().user;
        if (user) set({ user: { ...user, points_balance: points } });
      },
    }),
    {
      name: AUTH_STORE,
      version: 1,
      storage,
      partialize: ({ token, user, adminToken, adminUser }) => ({ token, user, adminToken, adminUser }),
      // auth_token wins, else admin_token; the user likewise: a family session beats an admin one. The
      // session is known from here on, even when nothing was stored. (Read at boot, this runs while the
      // store is still being created, before `useAuth` exists.)
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<Persisted>;
        return { ...current, ...s, token: s.token ?? s.adminToken ?? null, user: s.user ?? s.adminUser ?? null, loading: false };
      },
      migrate: (state) => state as Persisted,
      // A device that cannot be read still gets a header: a visitor's.
      onRehydrateStorage: () => (_state, error) => {
        if (error) useAuth.setState({ loading: false });
      },
    },
  ),
);

setTokenSource(() => useAuth.getState().token);

export const isAdminUser = (user: User | null) => user?.role === "admin";
