// The libraries a hunt route needs, with a trivial component each, and nothing of the app: the floor
// the app's own code sits on.
import Dexie, { type EntityTable } from "dexie";
import { useLiveQuery } from "dexie-react-hooks";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { create } from "zustand";

const db = new Dexie("bare") as Dexie & { items: EntityTable<{ id: number; name: string }, "id"> };
db.version(1).stores({ items: "id" });
const useCount = create<{ n: number; inc: () => void }>()((set) => ({ n: 0, inc: () => set((s) => ({ n: s.n + 1 })) }));

function Page() {
  const items = useLiveQuery(() => db.items.toArray(), []);
  const { n, inc } = useCount();
  return <button onClick={inc}>{items?.length ?? 0} items, {n} clicks</button>;
}

const router = createBrowserRouter([{ path: "/", element: <Page /> }]);
createRoot(document.getElementById("root")!).render(<RouterProvider router={router} />);
