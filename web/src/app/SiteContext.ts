import { createContext, useContext } from "react";
import type { SiteData } from "../data/types";

export const SiteContext = createContext<SiteData | null>(null);

/** The site's shared data; only available inside the app. */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) {
    throw new Error("useSite() is used outside the SiteContext provider: the site data is missing.");
  }
  return site;
}
