import type { SidebarItem } from "../../data/types";

/** A category's key: the labels from the top of the sidebar down to it. */
export function categoryKey(parents: string[], label: string): string {
  return [...parents, label].join(" / ");
}

/** Keys of the categories that contain the route (the category's own page included). */
export function categoriesContaining(items: SidebarItem[], route: string, parents: string[] = []): string[] {
  for (const item of items) {
    if (item.type !== "category") continue;
    const key = categoryKey(parents, item.label);
    const linksToRoute = item.items.some((child) => child.type === "link" && child.to === route);
    if (item.to === route || linksToRoute) return [key];
    const inner = categoriesContaining(item.items, route, [...parents, item.label]);
    if (inner.length > 0) return [key, ...inner];
  }
  return [];
}
