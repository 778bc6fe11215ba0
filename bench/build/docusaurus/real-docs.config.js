// Our own docs (content/docs), built by Docusaurus 3.10 with its classic preset
// (the upstream site is built with Docusaurus 3), on the same 48 pages. Links into
// the component reference, which this build does not have, only warn; `.md` files
// are read as CommonMark, as Docusaurus does for that extension when asked to detect.
module.exports = {
  title: "UI5 Web Components",
  url: "https://example.org",
  baseUrl: "/webcomponents/v1/",
  onBrokenLinks: "warn",
  markdown: { format: "detect", hooks: { onBrokenMarkdownLinks: "warn" } },
  presets: [
    [
      "classic",
      {
        docs: { path: "docs", routeBasePath: "/docs", sidebarPath: require.resolve("./sidebars.js") },
        blog: false,
        pages: false,
        theme: {},
      },
    ],
  ],
};
