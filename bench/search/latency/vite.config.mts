// Builds the latency page (bench/search/run.sh runs Vite from web/, where it is
// installed). Served cross-origin isolated, so performance.now() is precise to 5 µs.
import { fileURLToPath } from "node:url";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default {
  root: here("."),
  base: "./",
  logLevel: "warn",
  resolve: { alias: { lunr: here("../../out/search-docusaurus/node_modules/lunr/lunr.js") } },
  build: { outDir: here("../../out/search-latency"), emptyOutDir: true, target: "es2022" },
  preview: {
    headers: { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp" },
  },
};
