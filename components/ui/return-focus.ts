"use client";

import { useCallback, useRef } from "react";

/**
 * Focus for a control that disappears while a form is open and is drawn again when it closes:
 * `arm()` when closing, and give `ref` to the control. It takes the focus as soon as it is drawn,
 * which after a save may be only when the refreshed page arrives (a timer can fire first and lose it).
 */
export function useReturnFocus<T extends HTMLElement>(): { ref: (el: T | null) => void; arm: () => void } {
  const armed = useRef(false);
  const ref = useCallback((el: T | null) => {
    if (el && armed.current) {
      armed.current = false;
      el.focus();
    }
  }, []);
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { ref, arm };
}
