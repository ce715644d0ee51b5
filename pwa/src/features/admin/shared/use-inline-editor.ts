/**
 * The add/edit form that opens inside a list screen. Adding has its own address (e.g. /admin/shop/new,
 * linked from the dashboard), so it is read from the URL; editing is a choice made on the list.
 */
import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";

export function useInlineEditor<T extends { id: number }>(listPath: string) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const creating = pathname.replace(/\/$/, "").endsWith("/new");
  const [chosen, setChosen] = useState<T | null>(null);
  const editing = creating ? null : chosen;

  const leaveNew = () => {
    if (creating) navigate(listPath);
  };
  return {
    open: creating || editing !== null,
    editing,
    /** Changes whenever a different record (or a new one) is opened, so the form starts afresh. */
    formKey: editing ? `edit-${editing.id}` : "new",
    edit: (item: T) => {
      setChosen(item);
      leaveNew();
    },
    close: () => {
      setChosen(null);
      leaveNew();
    },
  };
}
