// The build bench's Docusaurus setup of our docs (bench/build/docusaurus, copied in
// beside this file by bench/search/run.sh), with docusaurus-lunr-search as the
// upstream site had it: the local search plugin with its default options.
const docs = require("./real-docs.config.js");

module.exports = {
  ...docs,
  // Links into the component reference, which this bench does not build.
  onBrokenLinks: "ignore",
  onBrokenMarkdownLinks: "ignore",
  plugins: [require.resolve("docusaurus-lunr-search")],
};
