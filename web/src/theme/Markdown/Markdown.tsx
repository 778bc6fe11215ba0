import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import { useSite } from "../../app/SiteContext";
import { prefetchWhenVisible } from "../../data/prefetch";
import { internalTarget } from "../../data/routes";
import type { SampleData } from "../../data/types";
import { Sample } from "../Sample/Sample";
import { copyCodeBlock } from "./copyCodeBlock";
import "./Markdown.css";

type Props = {
  /** The article as the engine rendered it. */
  html: string;
  /** Live samples, mounted in the article's sample placeholders. */
  samples?: SampleData[];
  className?: string;
};

type Islands = { element: HTMLElement; sample: SampleData }[];

/**
 * An article rendered by the engine, with its interactive parts: links into the site
 * navigate without a reload (in-page anchors scroll smoothly) and prefetch their page
 * when seen, code blocks' copy buttons copy, and sample placeholders
 * (which hold the sample's markup for readers without JavaScript) become live samples.
 */
export function Markdown({ html, samples, className = "markdown" }: Props) {
  const site = useSite();
  const navigate = useNavigate();
  const article = useRef<HTMLElement>(null);
  const [islands, setIslands] = useState<Islands>([]);

  useLayoutEffect(() => {
    const root = article.current;
    if (!root) return;
    const byId = new Map((samples ?? []).map((sample) => [sample.id, sample]));
    const found: Islands = [];
    root.querySelectorAll<HTMLElement>(".sample-placeholder[data-sample-id]").forEach((element) => {
      const sample = byId.get(element.dataset.sampleId ?? "");
      if (!sample) return;
      element.replaceChildren();
      found.push({ element, sample });
    });
    setIslands(found);
  }, [html, samples]);

  // Pages the article links to are prefetched as their links come into view.
  useEffect(() => {
    const root = article.current;
    if (!root) return;
    const stops = Array.from(root.querySelectorAll<HTMLAnchorElement>("a[href]")).flatMap((anchor) => {
      const target = internalTarget(anchor.getAttribute("href") ?? "", site.baseUrl, window.location.href);
      return target && !anchor.hasAttribute("download") ? [prefetchWhenVisible(anchor, site, target.route)] : [];
    });
    return () => stops.forEach((stop) => stop());
  }, [html, site]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const copy = (event.target as Element).closest<HTMLButtonElement>(".code-block .copy-button");
    if (copy) {
      copyCodeBlock(copy);
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
    const target = internalTarget(anchor.getAttribute("href") ?? "", site.baseUrl, window.location.href);
    if (!target) return;
    event.preventDefault();
    navigate(target.path + target.hash);
  };

  return (
    <>
      <article ref={article} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      {islands.map(({ element, sample }) => createPortal(<Sample sample={sample} />, element, sample.id))}
    </>
  );
}
