import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// The engine (crates/) writes every HTML document itself and reads this build
// through its manifest, so the build has script entries instead of index.html.
// A relative base lets the same bundle serve under any base path.
export default defineConfig({
  base: "./",
  plugins: [react()],
  build: {
    manifest: true,
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // The code editor (CodeMirror with HTML, JS and CSS support) is one lazy chunk.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // The app, and the support scripts of the sample and playground previews.
      input: ["src/main.tsx", "src/preview/preview.ts", "src/preview/playgroundPreview.ts"],
      // The previews load the component packages from the site's local CDN through
      // an import map; they must not be bundled into the support script.
      external: [/^@ui5\//],
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
