/**
 * The PD the try-on measured in this browser, so the lens section can offer it ("Use the PD I
 * measured"). Kept in localStorage only: it never leaves the browser unless the shopper uses it.
 */
const KEY = "bv-measured-pd";
const EVENT = "bv-measured-pd";

export function rememberMeasuredPd(pd: number) {
  if (!Number.isFinite(pd) || pd < 40 || pd > 90) return;
  try {
    localStorage.setItem(KEY, String(Math.round(pd)));
    window.dispatchEvent(new Event(EVENT));
  } catch {
    // Storage off (private mode): the button just does not appear.
  }
}

/** The measured PD in whole millimetres, or null. A stable primitive, for useSyncExternalStore. */
export function readMeasuredPd(): number | null {
  try {
    const v = Number(localStorage.getItem(KEY));
    return Number.isInteger(v) && v >= 40 && v <= 90 ? v : null;
  } catch {
    return null;
  }
}

export function subscribeMeasuredPd(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}
