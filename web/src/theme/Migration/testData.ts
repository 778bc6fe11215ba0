// Migration data shaped as the engine emits it, for the tests.
import type { MigrationGroup, MigrationPackage, VersionChange } from "../../data/types";

export function change(item: string, old: string, todo: string, extra: Partial<VersionChange> = {}): VersionChange {
  return { item, old: `<p>${old}</p>\n`, todo: `<p>${todo}</p>\n`, mechanical: false, ...extra };
}

export function group(text: string, kind: string, changes: VersionChange[], extra: Partial<MigrationGroup> = {}): MigrationGroup {
  return { heading: { level: 3, id: text.toLowerCase(), text }, kind, changes, ...extra };
}

export function migrationPackages(): MigrationPackage[] {
  return [
    {
      heading: { level: 2, id: "ui5webcomponents", text: "@ui5/webcomponents" },
      groups: [
        group(
          "Badge",
          "Component",
          [
            change("Tag", "<code>&lt;ui5-badge&gt;</code>", "Write <code>&lt;ui5-tag&gt;</code> instead.", {
              new: "<p><code>&lt;ui5-tag&gt;</code></p>\n",
              mechanical: true,
            }),
          ],
          { to: "components/Badge/", tag: "ui5-badge" },
        ),
        group(
          "Button",
          "Component",
          [
            change("Property", "<code>iconEnd</code> (<code>icon-end</code>)", "Write <code>end-icon</code> with the icon&#39;s name.", {
              new: "<p><code>endIcon</code></p>\n",
              mechanical: true,
            }),
            change("Type", "<code>accessibilityAttributes</code>", "Give it a value of type <code>ButtonAccessibilityAttributes</code>."),
          ],
          { to: "components/Button/", tag: "ui5-button" },
        ),
        group(
          "ValueState",
          "Enum",
          [
            change("Value", "<code>Error</code>", "Write <code>Negative</code>.", {
              new: "<p><code>Negative</code></p>\n",
              mechanical: true,
            }),
          ],
          {
            to: "components/enums/ValueState/",
          },
        ),
      ],
    },
    {
      heading: { level: 2, id: "ui5webcomponents-theming", text: "@ui5/webcomponents-theming" },
      groups: [group("Themes", "Package", [change("Theme", "<code>sap_belize</code>", "Choose another theme.")])],
    },
  ];
}
