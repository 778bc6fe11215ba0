// Page data of reference pages, shaped as the engine emits it, for the tests.
import type { ClassApi, ComponentReference, Heading, PageOf, SampleData, Section } from "../../data/types";

export const BASE_URL = "/webcomponents/v1/";

export function heading(text: string, level = 2, id = text.toLowerCase().replace(/ /g, "-")): Heading {
  return { level, id, text };
}

function section<T>(text: string, items: T[] = []): Section<T> {
  return { heading: heading(text), items };
}

export function emptyApi(): ClassApi {
  return {
    properties: section("Properties"),
    slots: section("Slots"),
    events: section("Events"),
    methods: section("Methods"),
    cssParts: section("CSS Parts"),
  };
}

const IMPORT_CODE =
  '<div class="code-block" data-language="js"><div class="code-block-header"><span class="code-block-language">JS</span><button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy code to clipboard">Copy</button></div><pre tabindex="0"><code>import <span class="hl-s">&quot;@ui5/webcomponents/dist/Button.js&quot;</span>;</code></pre></div>\n';

export const BASIC_SAMPLE: SampleData = {
  id: "main/Button/Basic",
  title: "Basic",
  description: "<p>Buttons in each design.</p>\n",
  previewUrl: "/webcomponents/v1/samples/main/Button/Basic/",
  code: '<div class="code-block" data-language="html"><div class="code-block-header"><span class="code-block-title">index.html</span><span class="code-block-language">HTML</span><button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy code to clipboard">Copy</button></div><pre tabindex="0"><code><span class="hl-t">&lt;ui5-button&gt;</span>Save<span class="hl-t">&lt;/ui5-button&gt;\n</span></code></pre></div>\n',
  files: [
    { name: "index.html", language: "html", code: "<ui5-button>Save</ui5-button>\n" },
    { name: "main.js", language: "js", code: 'import "@ui5/webcomponents/dist/Button.js";\n' },
  ],
};

export const MORE_SAMPLE: SampleData = {
  ...BASIC_SAMPLE,
  id: "main/Button/Icons",
  title: "Icons",
  description: undefined,
  previewUrl: "/webcomponents/v1/samples/main/Button/Icons/",
  code: BASIC_SAMPLE.code.replace("Save", "Approve"),
};

/** The Button's page: a property of an enum type, an inherited one, an event, two methods. */
export function buttonReference(): ComponentReference {
  const api = emptyApi();
  api.properties.items = [
    {
      id: "design",
      name: "design",
      attribute: "design",
      type: [{ text: "ButtonDesign", to: "components/enums/ButtonDesign/" }],
      values: [
        { name: "Default", description: "<p>default type (no special styling)</p>\n" },
        { name: "Emphasized", description: "<p>emphasized type</p>\n" },
      ],
      default: '"Default"',
      readonly: false,
      editor: "select",
      description: "<p>Defines the component design.</p>\n",
    },
    {
      id: "accessiblenameref",
      name: "accessibleNameRef",
      attribute: "accessible-name-ref",
      type: [{ text: "string" }],
      default: '""',
      readonly: false,
      editor: "text",
      since: "1.1.0",
      deprecated: "use accessibleName",
      description: "<p>Receives id(s) of the elements that label the component.</p>\n",
      inheritedFrom: "UI5Element",
    },
  ];
  api.events.items = [
    {
      id: "click",
      name: "click",
      type: [{ text: "CustomEvent<" }, { text: "IButton", to: "components/interfaces/IButton/" }, { text: ">" }],
      parameters: [
        { name: "target", type: [{ text: "HTMLElement" }], optional: true, default: "null", description: "<p>The pressed element.</p>\n" },
      ],
      preventable: true,
      description: "<p>Fired when the component is activated.</p>\n",
    },
  ];
  api.methods.items = [
    { id: "focus", name: "focus", parameters: [], description: "<p>Focuses the button.</p>\n" },
    {
      id: "getdomref",
      name: "getDomRef",
      parameters: [],
      returns: { type: [{ text: "HTMLElement | undefined" }], description: "<p>The element.</p>\n" },
      description: "<p>Returns the DOM element.</p>\n",
      inheritedFrom: "UI5Element",
    },
  ];
  api.cssParts.items = [{ name: "button", description: "<p>Used to style the native button.</p>\n" }];
  return {
    tag: "ui5-button",
    importCode: IMPORT_CODE,
    since: "1.0.0",
    description:
      '<p>The <code>ui5-button</code> component represents a simple push button.</p>\n<h2 id="usage">Usage<a class="hash-link" href="#usage" aria-label="Direct link to Usage">#</a></h2>\n',
    basicSample: { heading: heading("Basic Sample"), sample: BASIC_SAMPLE.id },
    api,
    moreSamples: { heading: heading("More Samples"), items: [{ heading: heading("Icons", 3), sample: MORE_SAMPLE.id }] },
  };
}

export function buttonPage(): PageOf<"component"> {
  return {
    route: "components/Button/",
    kind: "component",
    title: "Button",
    html: "",
    toc: [heading("Usage"), heading("Basic Sample"), heading("Properties"), heading("design", 3)],
    breadcrumbs: [{ label: "Main", to: "components/" }, { label: "Button" }],
    samples: [BASIC_SAMPLE, MORE_SAMPLE],
    reference: buttonReference(),
  };
}
