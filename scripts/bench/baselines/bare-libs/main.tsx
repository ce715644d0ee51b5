// The libraries a hunt route needs, used the way the app uses them (declarative routes, a zustand
// store, a Dexie live query), with a trivial component and nothing of the app: the floor the app's
// own code sits on.
import Dexie, { liveQuery, type EntityTable } from "dexie";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { create } from "zustand";

const db = new Dexie("bare") as Dexie & { items: EntityTable<{ id: number; name: string }, "id"> };
db.version(1).stores({ items: "id" });
const useCount = create<{ n: number; inc: () => void }>()((set) => ({ n: 0, inc: () => set((s) => ({ n: s.n + 1 })) }));

function Page() {
  const [items, setItems] = useState<{ id: number; name: string }[]>();
  useEffect(() => {
    const subscription = liveQuery(() => db.items.toArray()).subscribe(setItems);
    return () => subscription.unsubscribe();
  }, []);
  const { n, inc } = useCount();
  return <button onClick={inc}>{items?.length ?? 0} items, {n} clicks</button>;
}

createRoot(document.getElementById("root")!).render(
  <BrowserRouter>
    <Routes>
      <Route path="/" element={<Page />} />
    </Routes>
  </BrowserRouter>,
);
