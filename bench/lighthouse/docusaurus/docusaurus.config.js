// The build bench's Docusaurus setup of our docs (bench/build/docusaurus, copied in
// beside this file by run.sh), as the site this project replaces was set up for
// readers: a home page (src/pages), the navbar and footer, the favicon.
const docs = require("./real-docs.config.js");
const [[preset, presetOptions]] = docs.presets;

module.exports = {
  ...docs,
  tagline: "An open-source UI components library for building enterprise-ready applications!",
  url: "https://ui5.github.io",
  trailingSlash: true,
  favicon: "img/favicon.svg",
  presets: [[preset, { ...presetOptions, pages: {} }]],
  themeConfig: {
    navbar: {
      title: "UI5 Web Components",
      logo: { alt: "UI5 Web Components logo", src: "img/logo.svg" },
      items: [
        { type: "docSidebar", sidebarId: "documentation", position: "left", label: "Documentation" },
        { href: "https://github.com/SAP/ui5-webcomponents", label: "GitHub", position: "right" },
      ],
    },
    footer: { style: "dark", copyright: "SAP SE and UI5 Web Components Contributors" },
  },
};
