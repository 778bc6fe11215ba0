import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// The engine (crates/) writes every HTML document itself and reads this build
// through its manifest, so the build has script entries instead of index.html.
// A relative base lets the same bundle serve under any base path.
//
// `vite build --ssr` builds the engine's prerenderer instead (src/prerender/server.ts):
// one self-contained Node script, dist/.prerender/server.mjs, which the engine runs to render
// every page with the app's own components. Hidden folders of dist/ are not published.
export default defineConfig(({ isSsrBuild }) => ({
  base: "./",
  plugins: [react()],
  // The prerenderer bundles its dependencies (React, the router), in their production
  // builds, so it runs with Node alone.
  ssr: { noExternal: true },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  build: isSsrBuild
    ? {
        outDir: "dist/.prerender",
        emptyOutDir: true,
        target: "node20",
        // .mjs: Node runs it as a module wherever it is.
        rollupOptions: {
          input: "src/prerender/server.ts",
          output: { entryFileNames: "server.mjs", chunkFileNames: "chunks/[name]-[hash].mjs" },
        },
      }
    : {
        manifest: true,
        outDir: "dist",
        emptyOutDir: true,
        target: "es2022",
        rollupOptions: {
          // The app (the previews' support scripts are built with the packages bundle,
          // vite.packages.config.mts).
          input: ["src/main.tsx"],
        },
      },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "bundle/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
  },
}));
