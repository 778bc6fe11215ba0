// The site's docs (content/docs, copied in by bench/search/run.sh), built by
// Docusaurus with docusaurus-lunr-search as the upstream site was: docs at the site
// root's docs/, the local search plugin with its default options.
module.exports = {
  title: "UI5 Web Components",
  url: "https://example.org",
  baseUrl: "/webcomponents/v1/",
  // Links into the component reference, which this bench does not build.
  onBrokenLinks: "ignore",
  onBrokenMarkdownLinks: "ignore",
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
  plugins: [require.resolve("docusaurus-lunr-search")],
};
