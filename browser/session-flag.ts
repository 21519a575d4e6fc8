/**
 * One value per key in sessionStorage, for "once per order" decisions that
 * must survive a reload of the same tab. Storage may be unavailable (private
 * mode, no window): a read then finds nothing and a write does nothing.
 */
export function readSessionFlag(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionFlag(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // See above.
  }
}
