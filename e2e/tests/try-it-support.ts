// What the Try it specs share: opening a component page's panel as a reader does, its
// preview frame, and what the preview shows of its popups.
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { appReady, expect } from "./fixtures";

export type TryItPanel = { panel: Locator; controls: Locator; frame: FrameLocator; code: Locator };

/** How often `expect.poll` asks: what a test waits for here takes a frame or two, not seconds. */
export const OFTEN = { intervals: [100, 250] };

/**
 * Opens `address` and scrolls to its Try it panel, again if the samples above grew
 * meanwhile, with the preview in view: out of view, the browser pauses its frames, and
 * the components render in those.
 */
export async function openTryIt(page: Page, address: string): Promise<TryItPanel> {
  await page.goto(address);
  await appReady(page);
  const section = page.locator(".try-it");
  const panel = section.locator(".try-it-panel");
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await showPreview(page);
  return {
    panel,
    controls: panel.locator("form.try-it-controls"),
    frame: page.frameLocator(".try-it-frame"),
    code: panel.locator(".try-it-code pre"),
  };
}

/** Scrolls the preview into view, as a reader looks at it after changing a control further down. */
export async function showPreview(page: Page): Promise<void> {
  await page.locator(".try-it-stage").scrollIntoViewIfNeeded();
}

/** Waits until the edited element of the preview has rendered. */
export async function rendered(frame: FrameLocator, tag: string): Promise<Locator> {
  const element = frame.locator(`.try-it-content ${tag}`).first();
  await expect.poll(() => element.evaluate((e) => e.shadowRoot !== null).catch(() => false), OFTEN).toBe(true);
  return element;
}

/** Follows the panel's "Open in Playground", clicking again if a sample above grew under the pointer. */
export async function openInPlayground(page: Page, panel: Locator): Promise<void> {
  await expect(async () => {
    await panel.getByRole("link", { name: "Open in Playground" }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/play\/#/, { timeout: 2_000 });
  }).toPass();
}

/** What the preview shows of a popup: where it is in the frame's viewport, and what its content hides. */
export type PopupView = { top: number; bottom: number; viewport: number; hidden: number };

/**
 * The popups open in the preview, read from the components' own registry of open
 * popups (shared through a `<meta>` element of the document's head).
 */
export function openPopups(frame: FrameLocator): Promise<PopupView[]> {
  return frame.locator("body").evaluate(() => {
    const meta = document.head.querySelector('meta[name="ui5-shared-resources"]') as unknown as {
      OpenedPopupsRegistry?: { openedRegistry: { instance: HTMLElement }[] };
    } | null;
    return (meta?.OpenedPopupsRegistry?.openedRegistry ?? []).map(({ instance }) => {
      const rect = instance.getBoundingClientRect();
      const content = instance.shadowRoot?.querySelector<HTMLElement>(".ui5-popup-content");
      return {
        top: rect.top,
        bottom: rect.bottom,
        viewport: window.innerHeight,
        hidden: content ? content.scrollHeight - content.clientHeight : 0,
      };
    });
  });
}

/** Waits until a popup is open in the preview and shown whole: inside the frame, nothing of it scrolled away. */
export async function expectPopupShownWhole(frame: FrameLocator): Promise<void> {
  await expect
    .poll(async () => {
      const popups = await openPopups(frame);
      if (popups.length === 0) return "no popup open";
      const cut = popups.filter((p) => p.top < 0 || p.bottom > p.viewport + 0.5 || p.hidden > 1);
      return cut.length === 0 ? "whole" : `cut: ${JSON.stringify(cut)}`;
    }, OFTEN)
    .toBe("whole");
}

/**
 * Resolves once the preview's iframe has kept its height for a few frames: the page
 * resizes it to what the preview shows (a dialog opening), and a dialog centres itself
 * in it again after. A click as the frame still moved could miss the button it aimed at.
 */
export async function frameSettled(page: Page): Promise<void> {
  await page.locator(".try-it-frame").evaluate(
    (frame) =>
      new Promise<void>((resolve, reject) => {
        let height = -1;
        let same = 0;
        let frames = 0;
        const check = () => {
          const now = frame.getBoundingClientRect().height;
          same = now === height ? same + 1 : 0;
          height = now;
          frames += 1;
          if (same >= 5) resolve();
          // Bounded in frames, so a frame that never settles fails here, saying so.
          else if (frames >= 600) reject(new Error(`the preview's frame still changed height after 600 animation frames (now ${now}px)`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** The height of the preview's iframe on the page. */
export function frameHeight(page: Page): Promise<number> {
  return page.locator(".try-it-frame").evaluate((frame) => frame.getBoundingClientRect().height);
}
