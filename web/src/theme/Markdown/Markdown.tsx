import { useArticle } from "./useArticle";

type Props = {
  /** The article as the engine rendered it. */
  html: string;
  className?: string;
};

/**
 * An article rendered by the engine, with its interactive parts (`useArticle`): links
 * into the site navigate without a reload and prefetch their page when seen, and code
 * blocks' copy buttons copy.
 */
export function Markdown({ html, className = "markdown" }: Props) {
  const { ref, onClick } = useArticle(html);
  return <article ref={ref} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
