import AxeBuilder from "@axe-core/playwright";
import { appReady, expect, test } from "./fixtures";

for (const path of ["./", "docs/getting-started/first-steps/", "components/Button/", "components/main/enums/", "play/"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await appReady(page);
    const results = await new AxeBuilder({ page })
      // The live sample frames are checked as part of the components, not the site.
      .exclude(".sample-preview")
      .exclude(".playground-preview")
      .analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(" ")}`);
    expect(summary).toEqual([]);
  });
}
