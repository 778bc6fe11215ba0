// Our own docs (content/docs), built by Docusaurus with its classic preset: the
// engine the upstream site used, on the same 48 pages. Links into the component
// reference, which this build does not have, only warn; `.md` files are read as
// CommonMark, as Docusaurus does for that extension when asked to detect.
module.exports = {
  title: "UI5 Web Components",
  url: "https://example.org",
  baseUrl: "/webcomponents/v1/",
  onBrokenLinks: "warn",
  onBrokenMarkdownLinks: "warn",
  markdown: { format: "detect" },
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
