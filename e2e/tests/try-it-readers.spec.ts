import { expect, test } from "./fixtures";
import {
  expectPopupShownWhole,
  frameHeight,
  frameSettled,
  OFTEN,
  openInPlayground,
  openPopups,
  openTryIt,
  rendered,
  showPreview,
} from "./try-it-support";

// What readers found broken in the Try it panel after its first property (issue 35),
// each on the component they found it on, one page load per component: popups shown
// whole, slots edited item by item, what the component changes itself read back,
// object properties in the script, every control documented, axe's findings, preview
// widths, a markup panel nothing cuts off, the events log, the menu's opener.

/** The Try it panel's preview shows at most this many CSS pixels of its height (tryItMessages.ts). */
const PREVIEW_MAX_HEIGHT = 600;

test("Dialog: opened with its button it shows whole and `open` ticks; Escape unticks it and the markup follows; disabled actions look disabled", async ({
  page,
}) => {
  const { panel, controls, frame, code } = await openTryIt(page, "components/Dialog/");
  const reset = panel.getByRole("button", { name: "Reset" });
  const clear = panel.getByRole("button", { name: "Clear" });
  for (const action of [reset, clear]) {
    await expect(action).toBeDisabled();
    expect(await action.evaluate((button) => Number(getComputedStyle(button).opacity))).toBeLessThan(0.7);
  }
  const open = controls.getByRole("switch", { name: "open", exact: true });
  await expect(open).not.toBeChecked();

  await rendered(frame, "ui5-dialog");
  await frame.getByRole("button", { name: "Open Dialog" }).click();
  await expectPopupShownWhole(frame);
  await expect(open).toBeChecked();
  await expect(code).toContainText('<ui5-dialog header-text="Delete order" open>');
  await expect(page).toHaveURL(/[?&]p\.open=true/);
  // Its events were logged, and a change was made: both actions can be used, and look it.
  for (const action of [reset, clear]) {
    await expect(action).toBeEnabled();
    expect(await action.evaluate((button) => Number(getComputedStyle(button).opacity))).toBe(1);
  }

  await page.keyboard.press("Escape");
  await expect(open).not.toBeChecked();
  await expect(code).toContainText('<ui5-dialog header-text="Delete order">');
  await expect(page).not.toHaveURL(/p\.open/);
  await expect(reset).toBeDisabled();

  // The buttons of its footer close it, as an application's would; the playground's script says how.
  await frame.getByRole("button", { name: "Open Dialog" }).click();
  await expect(open).toBeChecked();
  // As a reader does, once the dialog has opened: its after-open event is in the log
  // and it shows whole. On a loaded machine the click otherwise came while the page
  // and the preview were still exchanging what the opening changed.
  await expect(panel.getByRole("log").getByRole("listitem").last()).toContainText("after-open");
  await expectPopupShownWhole(frame);
  await frameSettled(page);
  await frame.getByRole("button", { name: "Cancel" }).click();
  await expect(open).not.toBeChecked();
  await expect.poll(() => openPopups(frame), OFTEN).toEqual([]);
  await panel.getByRole("tab", { name: "main.js" }).click();
  await expect(code).toContainText('button.addEventListener("click", () => dialog.close());');
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("DatePicker: the calendar shows whole and the preview shrinks back after; the controls follow the preview; the markup is whole, in every file's tab; read-only properties are apart", async ({
    page,
  }) => {
    const { panel, controls, frame, code } = await openTryIt(page, "components/DatePicker/");
    await rendered(frame, "ui5-date-picker");
    const closed = await frameHeight(page);

    await frame.locator('.try-it-content ui5-date-picker ui5-icon[name="appointment-2"]').click();
    await expectPopupShownWhole(frame);
    await expect.poll(() => frameHeight(page), OFTEN).toBeGreaterThan(closed);
    await page.keyboard.press("Escape");
    await expect.poll(() => openPopups(frame), OFTEN).toEqual([]);
    await expect.poll(() => frameHeight(page), OFTEN).toBe(closed);

    // The controls come right under the preview, not below the markup and the logs.
    const preview = (await page.locator(".try-it-stage").boundingBox())!;
    const form = (await controls.boundingBox())!;
    expect(form.y - (preview.y + preview.height)).toBeLessThan(100);

    await expect(panel.getByRole("tab")).toHaveText(["index.html", "main.js"]);
    await expect(code).toHaveText("<ui5-date-picker></ui5-date-picker>");
    expect(await code.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    const box = (await code.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await panel.getByRole("tab", { name: "main.js" }).click();
    await expect(code).toHaveText('import "@ui5/webcomponents/dist/DatePicker.js";');

    // `dateValue` cannot be set: no control of its own, listed apart, folded.
    await expect(controls.getByLabel("dateValue", { exact: true })).toHaveCount(0);
    const readonly = controls.locator("details.try-it-readonly");
    await expect(readonly.locator("summary")).toHaveText("Read-only properties (1)");
    await expect(readonly).not.toHaveAttribute("open");
    await readonly.locator("summary").click();
    await expect(readonly.getByText("dateValue", { exact: true })).toBeVisible();
  });
});

test("MultiComboBox: its list shows whole in the preview", async ({ page }) => {
  const { frame } = await openTryIt(page, "components/MultiComboBox/");
  const box = await rendered(frame, "ui5-multi-combobox");
  // The arrow does nothing until the component has rendered its popover, a moment after
  // itself (its own `allItemsPopover`): a click as soon as the box shows is lost.
  await expect.poll(() => box.evaluate((e) => "allItemsPopover" in e && Boolean(e.allItemsPopover)), OFTEN).toBe(true);
  await frame.locator('.try-it-content ui5-multi-combobox ui5-icon[name="slim-arrow-down"]').click();
  await expectPopupShownWhole(frame);
});

test("List: each item is its own row, added, renamed, removed and moved alone; a link leaves out values set back; the control says what it edits; the preview takes a phone's and a tablet's width", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { panel, controls, frame, code } = await openTryIt(page, "components/List/");
  await rendered(frame, "ui5-list");
  const items = frame.locator(".try-it-content ui5-list > ui5-li");
  const texts = async () => (await items.allTextContents()).map((text) => text.trim());
  const products = ["Aurora Notebook 14", "Vista 27 Monitor", "Quietline Headset", "Glide Wireless Mouse"];
  await expect.poll(texts, OFTEN).toEqual(products);

  await controls.getByRole("button", { name: "Add", exact: true }).click();
  await expect.poll(texts, OFTEN).toEqual([...products, "Item 5"]);
  await controls.getByLabel("default item 5: text").fill("Docking Station");
  await controls.getByRole("button", { name: "Remove default item 2" }).click();
  await controls.getByRole("button", { name: "Move default item 1 down" }).click();
  await expect.poll(texts, OFTEN).toEqual(["Quietline Headset", "Aurora Notebook 14", "Glide Wireless Mouse", "Docking Station"]);
  // Each starting item keeps its own attributes.
  const icons = () => items.evaluateAll((list) => list.slice(0, 3).map((item) => item.getAttribute("icon")));
  await expect.poll(icons, OFTEN).toEqual(["headset", "laptop", "keyboard-and-mouse"]);
  await expect(code).toContainText(
    '<ui5-li icon="headset" description="Soundwave Audio" additional-text="€189">Quietline Headset</ui5-li>',
  );
  await expect(code).toContainText(">Docking Station</ui5-li>");
  await expect(code).not.toContainText("Vista 27 Monitor");

  // A value set back to its start is no change: the link does not carry it.
  const busy = controls.getByRole("switch", { name: "busy", exact: true });
  await busy.check();
  await expect(page).toHaveURL(/[?&]p\.busy=true/);
  await busy.uncheck();
  await expect(page).not.toHaveURL(/p\.busy/);
  await panel.getByRole("button", { name: "Copy link to this configuration" }).click();
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.getAll("s.default")).toEqual(["2", "0", "3", "ui5-li=Docking Station"]);
  expect([...link.searchParams.keys()].filter((key) => key.startsWith("p."))).toEqual([]);
  expect(link.hash).toBe("#try-it");

  // Each control says what it edits, on demand: type, default, description.
  const about = controls.getByRole("button", { name: "About mode" });
  await expect(about).toHaveAttribute("title", "About mode");
  const help = page.locator(`[id="${await about.getAttribute("aria-controls")}"]`);
  await expect(help).toBeHidden();
  await about.click();
  await expect(help).toBeVisible();
  await expect(help.locator("dt")).toHaveText(["Type", "Default", "Attribute"]);
  await expect(help.locator("dd")).toHaveText(["ListMode", '"None"', "mode"]);
  await expect(help).toContainText("Defines the mode of the component.");

  const width = () => page.locator(".try-it-frame").evaluate((frame) => frame.getBoundingClientRect().width);
  const stage = await page.locator(".try-it-stage").evaluate((stage) => stage.clientWidth);
  await panel.getByRole("radio", { name: "Phone" }).check();
  await expect.poll(width, OFTEN).toBe(375);
  await panel.getByRole("radio", { name: "Tablet" }).check();
  await expect.poll(width, OFTEN).toBe(768);
  await panel.getByRole("radio", { name: "Desktop" }).check();
  await expect.poll(width, OFTEN).toBe(stage);
});

test("Wizard: a step added is not selected beside the one that is", async ({ page }) => {
  const { controls, frame, code } = await openTryIt(page, "components/fiori/Wizard/");
  await rendered(frame, "ui5-wizard");
  const steps = frame.locator(".try-it-content ui5-wizard-step");
  await controls.getByRole("button", { name: "Add <ui5-wizard-step>" }).click();
  await expect(steps).toHaveCount(4);
  const selected = () => steps.evaluateAll((list) => list.map((step) => (step as unknown as { selected: boolean }).selected));
  await expect.poll(selected, OFTEN).toEqual([true, false, false, false]);
  expect((await code.textContent())?.match(/\sselected\b/g)).toHaveLength(1);
});

test("Menu: its button opens it whole and `open` follows; an item added keeps the submenu and the separator; the playground shows the menu", async ({
  page,
}) => {
  const { panel, controls, frame, code } = await openTryIt(page, "components/Menu/");
  // The menu renders only when open: its button shows it is defined.
  await rendered(frame, "ui5-button");
  const open = controls.getByRole("switch", { name: "open", exact: true });
  await frame.getByRole("button", { name: "Order actions" }).click();
  await expectPopupShownWhole(frame);
  await expect(open).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(open).not.toBeChecked();
  await expect.poll(() => openPopups(frame), OFTEN).toEqual([]);
  await open.check();
  await showPreview(page);
  await expectPopupShownWhole(frame);
  // The frame grows to the menu's height over a few frames, moving the controls below
  // it: a click aimed at one as they still moved could land on its neighbour.
  await frameSettled(page);

  await controls.getByRole("button", { name: "Add <ui5-menu-item>" }).click();
  await expect(frame.locator(".try-it-content ui5-menu > ui5-menu-item")).toHaveCount(5);
  await expect(frame.locator(".try-it-content ui5-menu > ui5-menu-item > ui5-menu-item")).toHaveCount(2);
  const markup = (await code.textContent()) ?? "";
  expect(markup).toContain('<ui5-menu opener="order-actions" open>');
  expect(markup).toContain('<ui5-menu-item text="Export" icon="action">\n    <ui5-menu-item text="As spreadsheet"');
  expect(markup).toContain('<ui5-menu-item text="Delete" icon="delete" starts-section></ui5-menu-item>');
  expect(markup).toContain('<ui5-menu-item text="Item 5"');

  await openInPlayground(page, panel);
  const playground = page.frameLocator(".playground-frame");
  await expect(playground.getByRole("button", { name: "Order actions" })).toBeVisible();
  await expect.poll(async () => (await openPopups(playground)).length, OFTEN).toBe(1);
});

test("FlexibleColumnLayout: a layout the reader changes in the preview is the control's and the markup's", async ({ page }) => {
  const { controls, frame, code } = await openTryIt(page, "components/fiori/FlexibleColumnLayout/");
  const layout = controls.getByLabel("layout", { exact: true });
  await layout.selectOption("TwoColumnsStartExpanded");
  const element = await rendered(frame, "ui5-flexible-column-layout");
  await expect(element).toHaveAttribute("layout", "TwoColumnsStartExpanded");
  // The frame grows to the new layout's columns; a click as it still moved missed the arrow (a CI run).
  await frameSettled(page);
  await frame.locator(".try-it-content ui5-flexible-column-layout .ui5-fcl-arrow--start").click();
  await expect(layout).toHaveValue("TwoColumnsMidExpanded");
  await expect(code).toContainText('layout="TwoColumnsMidExpanded"');
  await expect(page).toHaveURL(/[?&]p\.layout=TwoColumnsMidExpanded/);
});

test("ShellBar: an object property set as JSON is in main.js and the playground's; its menu shows whole", async ({ page }) => {
  const { panel, controls, frame, code } = await openTryIt(page, "components/fiori/ShellBar/");
  const shellbar = await rendered(frame, "ui5-shellbar");
  await controls.getByLabel("accessibilityTexts", { exact: true }).fill('{"profileButtonTitle": "Lena Meyer"}');
  const texts = () => shellbar.evaluate((element) => (element as unknown as { accessibilityTexts: object }).accessibilityTexts);
  await expect.poll(texts, OFTEN).toEqual({ profileButtonTitle: "Lena Meyer" });
  await panel.getByRole("tab", { name: "main.js" }).click();
  await expect(code).toContainText(
    'const shellbar = document.querySelector("ui5-shellbar");\nshellbar.accessibilityTexts = {\n  "profileButtonTitle": "Lena Meyer"\n};',
  );

  const adding = controls.getByLabel("Element to add to the menuItems slot");
  await adding.selectOption("ui5-li");
  await controls
    .locator(".try-it-add")
    .filter({ has: page.getByLabel("Element to add to the menuItems slot") })
    .getByRole("button", { name: "Add", exact: true })
    .click();
  await showPreview(page);
  // 1.24's shell bar finds its menu when it first handles its size (debounced): a press before throws.
  const ready = () =>
    frame
      .locator(".try-it-content ui5-shellbar")
      .evaluate((element) => (element as unknown as { menuPopover?: object }).menuPopover !== undefined);
  await expect.poll(ready, OFTEN).toBe(true);
  await frame.locator('.try-it-content ui5-shellbar [data-ui5-stable="menu"]').click();
  await expectPopupShownWhole(frame);

  await openInPlayground(page, panel);
  await page.getByRole("tab", { name: "main.js", exact: true }).click();
  await expect(page.locator(".playground-editor-panel:not([hidden]) .cm-content")).toContainText('"profileButtonTitle": "Lena Meyer"');
});

test("Button: axe lists an icon-only button without a name, and no longer once it has one", async ({ page }) => {
  const { panel, controls, frame } = await openTryIt(page, "components/Button/");
  // `accept` gives the button no name of its own (`add` would: the button takes its icon's).
  await controls.getByLabel("icon", { exact: true }).fill("accept");
  await controls.getByLabel("default (text)").fill("");
  // The reader sees the button change, then reads the report.
  await showPreview(page);
  const button = await rendered(frame, "ui5-button");
  const icon = () => button.evaluate((element) => element.shadowRoot!.querySelector("ui5-icon")?.getAttribute("name"));
  await expect.poll(icon, OFTEN).toBe("accept");
  const report = panel.locator(".try-it-accessibility");
  await report.scrollIntoViewIfNeeded();
  await expect(report.getByRole("status")).toHaveText("1 problem found:");
  await expect(report.getByRole("listitem").first()).toContainText("Buttons must have discernible text");
  await expect(report.getByRole("listitem").first()).toContainText("button-name");
  await controls.getByLabel("default (text)").fill("Accept");
  await showPreview(page);
  await expect(report.getByRole("status")).toHaveText("No problems found.");
});

test("TabContainer: the events log keeps the newest in view, counts repeats, filters and clears; a deprecated property is marked and says so", async ({
  page,
}) => {
  const { panel, controls, frame } = await openTryIt(page, "components/TabContainer/");
  const container = await rendered(frame, "ui5-tabcontainer");
  const log = panel.getByRole("log");
  const entries = log.getByRole("listitem");
  await frame.getByRole("tab", { name: /Shipping/ }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("tab-select");

  // More events than the log shows at once, then one three times.
  await container.evaluate((element) => {
    const fire = (tabIndex: number) => element.dispatchEvent(new CustomEvent("tab-select", { detail: { tabIndex } }));
    Array.from({ length: 30 }, (_, index) => fire(index));
    [99, 99, 99].forEach(fire);
  });
  await expect(entries).toHaveCount(32);
  await expect(entries.last()).toContainText("tab-select {tabIndex: 99}");
  await expect(entries.last().locator(".try-it-event-count")).toContainText("3 times");
  // The log scrolled to its end: the newest entry shows within it.
  await expect
    .poll(
      () =>
        log.evaluate((list) => {
          const [shown, newest] = [list.getBoundingClientRect(), list.querySelector("li:last-child")!.getBoundingClientRect()];
          return list.scrollHeight > list.clientHeight && newest.top >= shown.top && newest.bottom <= shown.bottom + 1;
        }),
      OFTEN,
    )
    .toBe(true);

  const filter = panel.getByLabel("Filter events by name");
  await filter.fill("close");
  await expect(log).toHaveText("No event named “close”.");
  await filter.fill("TAB-");
  await expect(entries).toHaveCount(32);
  await panel.getByRole("button", { name: "Clear" }).click();
  await expect(entries).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Clear" })).toBeDisabled();

  const showOverflow = controls.locator(".try-it-control", { has: page.getByRole("switch", { name: "showOverflow", exact: true }) });
  await expect(showOverflow.locator(".try-it-badge")).toHaveText("deprecated");
  await showOverflow.getByRole("button", { name: "About showOverflow" }).click();
  await expect(showOverflow.locator(".try-it-help")).toContainText("Deprecated:");
});

test("TabContainer and List: a tab or an item the reader selects in the preview is selected in the markup and the link, with no new render; a fresh browser restores it; Reset returns to the start", async ({
  page,
  browser,
  baseURL,
}) => {
  const { panel, frame, code } = await openTryIt(page, "components/TabContainer/");
  const container = await rendered(frame, "ui5-tabcontainer");
  // A mark on the element: a new render of the preview would make a new one, without it.
  await container.evaluate((element) => ((element as unknown as { marked: boolean }).marked = true));
  await expect(code).toContainText('<ui5-tab text="Overview" selected>');
  await frame.getByRole("tab", { name: /Items/ }).click();
  await expect(code).toContainText('<ui5-tab text="Items" additional-text="3" selected>');
  await expect(code).toContainText('<ui5-tab text="Overview">');
  await expect(page).toHaveURL(/[?&]s\.default=0\.&s\.default=1\.selected&s\.default=2(&|$)/);
  expect(await container.evaluate((element) => (element as unknown as { marked?: boolean }).marked)).toBe(true);

  const fresh = await browser.newContext({ baseURL });
  try {
    const restored = await openTryIt(await fresh.newPage(), page.url());
    await rendered(restored.frame, "ui5-tabcontainer");
    await expect(restored.code).toHaveText((await code.textContent())!);
    await expect(restored.frame.getByRole("tab", { name: /Items/ })).toHaveAttribute("aria-selected", "true");
  } finally {
    await fresh.close();
  }

  // Selected back by the reader: nothing is left to carry.
  await frame.getByRole("tab", { name: /Overview/ }).click();
  await expect(code).toContainText('<ui5-tab text="Overview" selected>');
  await expect(page).not.toHaveURL(/s\.default/);
  await frame.getByRole("tab", { name: /Shipping/ }).click();
  await expect(page).toHaveURL(/s\.default/);
  await panel.getByRole("button", { name: "Reset" }).click();
  await expect(code).toContainText('<ui5-tab text="Overview" selected>');
  await expect(frame.getByRole("tab", { name: /Overview/ })).toHaveAttribute("aria-selected", "true");

  const list = await openTryIt(page, "components/List/");
  await list.controls.getByLabel("mode", { exact: true }).selectOption("MultiSelect");
  await rendered(list.frame, "ui5-list");
  const items = list.frame.locator(".try-it-content ui5-li");
  await items.nth(1).click();
  await items.nth(3).click();
  await expect
    .poll(async () => (await list.code.textContent())?.match(/<ui5-li [^>]*selected>[^<]*/g), OFTEN)
    .toEqual([expect.stringMatching(/Vista 27 Monitor$/), expect.stringMatching(/Glide Wireless Mouse$/)]);
});

test("Table: a shared address's rows are restored; a preview taller than the most the page shows scrolls inside and says so", async ({
  page,
}) => {
  const rows = Array.from({ length: 20 }, (_, index) => `s.default=${index % 3}`).join("&");
  const { panel, controls, frame } = await openTryIt(page, `components/Table/?${rows}`);
  await rendered(frame, "ui5-table");
  await expect(frame.locator(".try-it-content ui5-table > ui5-table-row")).toHaveCount(20);
  await expect(controls.locator(".try-it-item")).toHaveCount(20 + 3);
  await expect.poll(() => frameHeight(page), OFTEN).toBe(PREVIEW_MAX_HEIGHT);
  await expect(panel.locator(".try-it-taller")).toContainText(`${PREVIEW_MAX_HEIGHT} px show here`);
  expect(
    await frame.locator("html").evaluate((root) => root.scrollHeight > root.clientHeight && getComputedStyle(root).overflowY === "auto"),
  ).toBe(true);
});
