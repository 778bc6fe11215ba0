// The service worker (src/offline/worker.ts): one classic script, its Workbox modules
// inlined, in a hidden folder of the app's build (dist/.worker/sw.js) that the engine
// reads, not publishes: it fills in what to precache and writes the site's `sw.js`
// (crates/offline/src/lib.rs). Built after the app, whose build empties dist/.
import { defineConfig } from "vite";

export default defineConfig({
  logLevel: "warn",
  publicDir: false,
  build: {
    outDir: "dist/.worker",
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      input: "src/offline/worker.ts",
      output: { format: "iife", entryFileNames: "sw.js" },
    },
  },
});
