import { useEffect, useState } from "react";
import { useSite } from "../app/SiteContext";
import { previewSource } from "./offlinePreviews";

/**
 * Where to load a preview from: its own address `src` when the preview starts online
 * (as the prerendered page has it), or its offline document when the browser is
 * offline as it starts; undefined while that is being made or `src` is, null when the
 * preview's files are not kept offline. A preview that has started keeps running
 * whatever the network does.
 */
export function usePreviewSource(src: string | undefined): string | null | undefined {
  const site = useSite();
  const [source, setSource] = useState<{ for: string | undefined; src: string | null | undefined }>({ for: src, src });
  useEffect(() => {
    if (src === undefined) return;
    let current = true;
    void previewSource(src, site).then((source) => {
      if (current) setSource({ for: src, src: source });
    });
    return () => {
      current = false;
    };
  }, [src, site]);
  return source.for === src ? source.src : undefined;
}
