import { useCallback, useEffect, useRef, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useSite } from "../../app/SiteContext";
import { prefetchWhenVisible } from "../../data/prefetch";
import { internalTarget } from "../../data/routes";
import { copyCodeBlock } from "./copyCodeBlock";
// The copy buttons' styles.
import "./Markdown.css";
import { CLASS_NAMES } from "../../data/classNames";

/**
 * The behaviour of an article of the site, whether the engine rendered it (a docs
 * page) or the app did (a reference page): links into the site navigate without a
 * reload (in-page anchors scroll smoothly) and prefetch their page when seen, and
 * code blocks' copy buttons copy. `content` is what the article shows: its links are
 * looked up again when it changes. Give `ref` and `onClick` to the `<article>`.
 */
export function useArticle(content: unknown) {
  const site = useSite();
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);

  // Pages the article links to are prefetched as their links come into view.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const stops = Array.from(root.querySelectorAll<HTMLAnchorElement>("a[href]")).flatMap((anchor) => {
      const target = internalTarget(anchor.getAttribute("href") ?? "", site.baseUrl, window.location.href);
      return target && !anchor.hasAttribute("download") ? [prefetchWhenVisible(anchor, site, target.route)] : [];
    });
    return () => stops.forEach((stop) => stop());
  }, [content, site]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      // What the app's own controls inside the article handled (their copy buttons, their links).
      if (event.defaultPrevented) return;
      const copy = (event.target as Element).closest<HTMLButtonElement>(`.${CLASS_NAMES.codeBlock} .${CLASS_NAMES.copyButton}`);
      if (copy) {
        copyCodeBlock(copy);
        return;
      }
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest("a");
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const target = internalTarget(anchor.getAttribute("href") ?? "", site.baseUrl, window.location.href);
      if (!target) return;
      event.preventDefault();
      navigate(target.path + target.hash);
    },
    [navigate, site],
  );

  return { ref, onClick };
}
