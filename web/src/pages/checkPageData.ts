import type { PageData } from "../data/types";

/** Throws, with the reason as the cause, if page data lacks what a page renders. */
export function checkPageData<Page extends PageData>(page: Page): Page {
  const problems: string[] = [];
  if (typeof page.title !== "string") problems.push('"title" must be a string');
  if (typeof page.html !== "string") problems.push('"html" must be a string');
  if (!Array.isArray(page.toc)) problems.push('"toc" must be an array');
  if (problems.length > 0) {
    throw new Error(`The data of the page "${page.route}" cannot be shown.`, { cause: new TypeError(problems.join("; ")) });
  }
  return page;
}
