import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";

/** Closes the results (`setOpen(false)`) when the reader goes to another page or presses outside `box`. */
export function useCloseOnLeave(open: boolean, setOpen: (open: boolean) => void, box: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen, box]);
}
