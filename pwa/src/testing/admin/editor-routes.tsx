/** The routes an admin editor's tests need: its list (a stand-in heading), its new page and its edit page. */
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";

interface EditorRoutes {
  /** The section's list path, e.g. "/admin/hunts"; new and edit live below it. */
  list: string;
  /** What the stand-in list page says, so a test can see the editor went back to it. */
  listHeading: string;
  New: ComponentType;
  Edit: ComponentType;
}

export function renderEditorAt(path: string, { list, listHeading, New, Edit }: EditorRoutes) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <Routes>
          <Route path={list} element={<h1>{listHeading}</h1>} />
          <Route path={`${list}/new`} element={<New />} />
          <Route path={`${list}/edit/:id`} element={<Edit />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}
