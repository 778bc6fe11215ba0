import { useEffect, useState } from "react";
import { isApplePlatform } from "../../search/shortcut";

/** Whether the reader's system is Apple's: read after mounting, so a page rendered ahead of time (no navigator) matches its first render. */
export function useApplePlatform(): boolean {
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(isApplePlatform()), []);
  return apple;
}
