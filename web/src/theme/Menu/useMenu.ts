import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

/** The items of a menu: what the arrow keys move between. */
const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"]';

/**
 * A menu button's behaviour (WAI-ARIA menu button pattern): Enter, Space or an arrow
 * key opens the menu on its checked item, the arrows, Home and End move, Escape
 * closes and returns to the button, Tab or a click elsewhere closes.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((item) => item.getAttribute("aria-checked") === "true") ?? all[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // Escape returns to the button with its focus ring showing. A browser shows the
  // ring of an element focused by script as it guesses from the last input: after an
  // item chosen with the mouse, Firefox shows none, though the menu was then closed
  // from the keyboard; `focusVisible` asks for it (Chromium shows it anyway).
  const closeFromKeyboard = () => {
    setOpen(false);
    button.current?.focus({ focusVisible: true } as FocusOptions);
  };

  const buttonProps = {
    ref: button,
    "aria-haspopup": "menu" as const,
    "aria-expanded": open,
    "aria-controls": open ? menuId : undefined,
    onClick: () => setOpen(!open),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setOpen(true);
      }
    },
  };

  const menuProps = {
    ref: menu,
    id: menuId,
    role: "menu" as const,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const all = items();
      const index = all.indexOf(document.activeElement as HTMLElement);
      switch (event.key) {
        case "ArrowDown":
          event.preventDefault();
          focusItem(index + 1);
          break;
        case "ArrowUp":
          event.preventDefault();
          focusItem(index - 1);
          break;
        case "Home":
          event.preventDefault();
          focusItem(0);
          break;
        case "End":
          event.preventDefault();
          focusItem(all.length - 1);
          break;
        case "Escape":
          event.preventDefault();
          closeFromKeyboard();
          break;
        case "Tab":
          close(false);
          break;
      }
    },
  };

  return { open, close, closeFromKeyboard, buttonProps, menuProps };
}
