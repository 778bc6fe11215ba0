// Local storage that never breaks the page: when storage is unavailable (disabled,
// or it throws), values live in memory for as long as the page is open.

const memory = new Map<string, string>();
let warned = false;

function warnOnce(error: unknown) {
  if (!warned) {
    warned = true;
    console.warn("Browser storage is unavailable; preferences are kept only while this page is open.", error);
  }
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    warnOnce(error);
    return memory.get(key) ?? null;
  }
}

export function writeStorage(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

export function removeStorage(key: string): void {
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}
