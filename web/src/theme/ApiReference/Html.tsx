/**
 * HTML the engine made with the docs' markdown pipeline (a description, a code
 * block), inside a wrapper of its own.
 */
export function Html({ html, className = "api-html" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
