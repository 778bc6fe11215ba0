import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { MOBILE_MEDIA_QUERY } from "../../app/constants";
import { onMediaQueryChange } from "../../app/useMediaQuery";
import { useSite } from "../../app/SiteContext";
import type { PageData } from "../../data/types";
import { AnnouncementBar } from "../AnnouncementBar/AnnouncementBar";
import { BackToTopButton } from "../BackToTopButton/BackToTopButton";
import { DocSidebar } from "../DocSidebar/DocSidebar";
import { Footer } from "../Footer/Footer";
import { MobileSidebar } from "../MobileSidebar/MobileSidebar";
import { Navbar } from "../Navbar/Navbar";
import { MAIN_CONTENT_ID, SkipToContent } from "../SkipToContent/SkipToContent";
import "./Layout.css";

type Props = {
  /** The route shown. */
  route: string;
  /** The page shown, once loaded. */
  page?: PageData;
  children: ReactNode;
};

/** The frame of every page: navigation, the page's sidebar, content and footer. */
export function Layout({ route, page, children }: Props) {
  const site = useSite();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // The drawer closes on navigation, on back navigation, and at desktop width. The
  // width is watched here rather than rendered from: the markup is then the same at
  // every width (CSS shows the sidebar or the drawer's button), so a phone does not
  // render the page a second time, at once, after taking the prerendered one over.
  useEffect(closeDrawer, [location.key, closeDrawer]);
  useEffect(
    () =>
      onMediaQueryChange(MOBILE_MEDIA_QUERY, (mobile) => {
        if (!mobile) closeDrawer();
      }),
    [closeDrawer],
  );
  useEffect(() => {
    window.addEventListener("popstate", closeDrawer);
    return () => window.removeEventListener("popstate", closeDrawer);
  }, [closeDrawer]);

  const sidebar = page?.sidebar ? site.sidebars[page.sidebar] : undefined;
  const isHome = page?.kind === "home";
  // The playground fills the window below the navbar, without a footer.
  const fillsWindow = page?.kind === "playground";
  return (
    <div className={`layout${isHome ? " layout-home" : ""}${fillsWindow ? " layout-fill" : ""}`}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar route={route} mobileSidebarOpen={drawerOpen} onToggleMobileSidebar={() => setDrawerOpen((open) => !open)} />
      {drawerOpen && <MobileSidebar route={route} sidebar={sidebar} onClose={closeDrawer} />}
      <div className="main-wrapper">
        {sidebar && (
          <aside className="doc-sidebar-container">
            <DocSidebar items={sidebar} route={route} />
          </aside>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`page-main${sidebar ? " with-sidebar" : ""}`}>
          {children}
        </main>
      </div>
      {!fillsWindow && <Footer />}
      {!fillsWindow && <BackToTopButton />}
    </div>
  );
}
