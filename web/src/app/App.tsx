import { BrowserRouter } from "react-router";
import type { SiteData } from "../data/types";
import { PageHost } from "./PageHost";
import type { PageState } from "./pageState";
import { SiteContext } from "./SiteContext";

export function App({ site, initial }: { site: SiteData; initial: PageState }) {
  return (
    <SiteContext.Provider value={site}>
      {/* With its trailing slash, so links to the home page keep it too. */}
      <BrowserRouter basename={site.baseUrl}>
        <PageHost initial={initial} />
      </BrowserRouter>
    </SiteContext.Provider>
  );
}
