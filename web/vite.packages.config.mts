/// <reference types="node" />
// The component packages, pre-bundled for the sample previews (`make build` runs it
// when the installed packages change; it does not depend on the site's content).
//
// Every JavaScript module of the @ui5 packages (but icons' theme variants, see
// ICON_VARIANT), and of lit-html which they render with, is an entry written at its
// own path (`@ui5/webcomponents/dist/Button.js`): a small module re-exporting it
// from a shared chunk. The previews' import map sends
// the packages' specifiers to this folder, so samples import the components as
// authors write them, each module exists once per page whichever path it is imported
// by, and a preview loads a few chunks instead of hundreds of files. The previews'
// support scripts (`site/preview.js` for samples, `site/playgroundPreview.js`) are
// built here too, so that their imports of the packages are the same chunks rather
// than more modules to fetch.
//
// The site publishes the build in its local CDN, at `local-cdn/bundles/<hash>/`: two
// levels below the unbundled copy of the packages, whose theme, translation and locale
// data the chunks load when they need it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";
import { planChunks, type ModuleGraph } from "./bundle/chunkPlan.ts";
import { globalObjectWithoutEval, importMap, jsonFromLocalCdn, keepMissingImports, localFonts, offlineLoader } from "./bundle/plugins.ts";

const NODE_MODULES = path.resolve(import.meta.dirname, "node_modules");
/** The renderer the base package imports by its bare name. */
const RENDERER = "lit-html";

/** The @ui5 packages the site depends on. */
const PACKAGES: string[] = Object.keys(readJson(path.resolve(import.meta.dirname, "package.json")).dependencies).filter((name) =>
  name.startsWith("@ui5/"),
);

/** Entry name (its path in the bundle, without `.js`) -> module file. */
function entries(): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of PACKAGES) {
    const dist = path.join(NODE_MODULES, name, "dist");
    for (const file of fs.readdirSync(dist, { recursive: true, encoding: "utf8" })) {
      if (file.endsWith(".js") && !isIconVariant(path.join(dist, file)))
        input[`${name}/dist/${file.slice(0, -3).replaceAll(path.sep, "/")}`] = path.join(dist, file);
    }
  }
  for (const file of Object.values(rendererExports())) {
    input[path.posix.join(RENDERER, file.slice(0, -3))] = path.join(NODE_MODULES, RENDERER, file);
  }
  return input;
}

/** The renderer's modules, as its package exports them to browsers: subpath -> file. */
function rendererExports(): Record<string, string> {
  const exported: Record<string, string | { default?: string }> = readJson(path.join(NODE_MODULES, RENDERER, "package.json")).exports;
  const files: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(exported)) {
    const file = typeof target === "string" ? target : target.default;
    if (file?.endsWith(".js")) files[subpath] = path.posix.normalize(file);
  }
  return files;
}

/** Each package's specifiers to its folder; the renderer's bare name to its main module. */
function importMapEntries(): Record<string, string> {
  const imports: Record<string, string> = {};
  for (const name of [...PACKAGES, RENDERER]) imports[`${name}/`] = `${name}/`;
  imports[RENDERER] = `${RENDERER}/${rendererExports()["."]}`;
  return imports;
}

/** The modules that declare a custom element, from the packages' manifests. */
function componentModules(): Set<string> {
  const components = new Set<string>();
  for (const name of PACKAGES) {
    const manifestPath = readJson(path.join(NODE_MODULES, name, "package.json")).customElements;
    if (!manifestPath) continue;
    for (const module of readJson(path.join(NODE_MODULES, name, manifestPath)).modules) {
      if (module.declarations?.some((declaration: { customElement?: boolean }) => declaration.customElement)) {
        components.add(path.join(NODE_MODULES, name, module.path));
      }
    }
  }
  return components;
}

/** The package's public modules: the top level of its `dist` (components, icons, `Assets.js`). */
function isPublic(id: string): boolean {
  const parts = path.relative(NODE_MODULES, id).split(path.sep);
  return parts[0] === "@ui5" && parts[2] === "dist" && parts.length === 4;
}

/**
 * An icon's theme variants (`…-icons/dist/v5/home.js`): only the icon's own module
 * (`dist/home.js`) imports them, and it picks one by the theme, so they are not entries
 * and travel inside that module's file. A preview importing `home.js` then fetches one
 * file instead of a re-export and a chunk; importing a variant directly is not offered.
 */
const ICON_VARIANT = /([\/]@ui5[\/]webcomponents-icons[^\/]*[\/]dist[\/])v\d+[\/]/;

function isIconVariant(id: string): boolean {
  return ICON_VARIANT.test(id);
}

/**
 * The chunk the plan gives an icon (and its variants) when no component uses it:
 * the bundler leaves those modules in the icon's own entry file instead.
 */
function ownIconChunk(id: string): string | undefined {
  const icon = id.replace(ICON_VARIANT, "$1");
  return isPublic(icon) && /[\/]@ui5[\/]webcomponents-icons/.test(icon) ? chunkName([icon]) : undefined;
}

/**
 * The base package and the renderer, which the components are built on, and the
 * fonts the base package's font faces name (`localFonts`): elsewhere, the framework
 * chunk would import them from a chunk that imports the framework.
 */
function isFramework(id: string): boolean {
  const relative = path.relative(NODE_MODULES, id).split(path.sep);
  return relative[0] === RENDERER || (relative[0] === "@ui5" && relative[1] === "webcomponents-base") || relative[0] === "@sap-theming";
}

/**
 * A unit's chunk is named after it (`…/@ui5/webcomponents-fiori/dist/Bar.js` ->
 * `fiori-Bar`); what several units share after the first, with a hash of them all.
 */
function chunkName(units: readonly string[]): string {
  const relative = path.relative(NODE_MODULES, units[0]).replaceAll(path.sep, "/").replace(/\.js$/, "");
  const short = relative.replace(/^@ui5\/webcomponents(-[\w-]+)?\/dist\//, (_, suffix?: string) => `${suffix?.slice(1) ?? "main"}-`);
  const name = short.replaceAll("/", "-");
  // Hashed by their paths in the packages, so the bundle is the same wherever it is built.
  const users = units.map((unit) => path.relative(NODE_MODULES, unit).replaceAll(path.sep, "/")).join("\n");
  return units.length === 1 ? name : `${name}-shared-${createHash("sha256").update(users).digest("hex").slice(0, 8)}`;
}

function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** The previews' support scripts: built with the packages, they share their chunks. */
const PREVIEW_SUPPORT = {
  "site/preview": path.resolve(import.meta.dirname, "src/preview/preview.ts"),
  "site/playgroundPreview": path.resolve(import.meta.dirname, "src/preview/playgroundPreview.ts"),
  "site/tryItPreview": path.resolve(import.meta.dirname, "src/preview/tryItPreview.ts"),
};

const input = entries();
const components = componentModules();
let plan: Map<string, string> | undefined;

export default defineConfig({
  base: "./",
  logLevel: "warn",
  plugins: [
    jsonFromLocalCdn(NODE_MODULES, "../.."),
    localFonts(
      path.join(NODE_MODULES, "@ui5/webcomponents-base/dist/generated/css/FontFace.css.js"),
      "@sap-theming/theming-base-content/content/Base/baseLib/baseTheme/fonts",
    ),
    keepMissingImports(NODE_MODULES),
    globalObjectWithoutEval(path.join(NODE_MODULES, "@zxing/library/umd/index.min.js")),
    importMap(importMapEntries()),
    offlineLoader(
      path.resolve(import.meta.dirname, "src/preview/offlineBootstrap.js"),
      path.join(NODE_MODULES, "es-module-shims/dist/es-module-shims.js"),
    ),
  ],
  build: {
    outDir: "dist-packages",
    emptyOutDir: true,
    // Import attributes (`with { type: "json" }`) are ES2025.
    target: "es2025",
    manifest: true,
    // The previews preload each sample's modules themselves (from the manifest).
    modulePreload: false,
    // The largest chunks are data the packages ship (illustrations, the barcode reader).
    chunkSizeWarningLimit: 1_000,
    rolldownOptions: {
      input: { ...input, ...PREVIEW_SUPPORT },
      // With 5,000 entries, Vite's own steps always pass the bundler's slow-callback
      // threshold; the report would print on every build with nothing to act on.
      checks: { bundlerTimings: false },
      // An entry re-exports its module from the chunk holding it; the chunk may export more.
      preserveEntrySignatures: "allow-extension",
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        // A module's code runs when it is imported, whichever chunk holds it.
        strictExecutionOrder: true,
        codeSplitting: {
          // Each module goes to the chunk the plan names, not along with its importer's.
          includeDependenciesRecursively: false,
          groups: [
            {
              debugName: "packages",
              name(id, context) {
                plan ??= planChunks({
                  graph: moduleGraph((module) => context.getModuleInfo(module)),
                  units: Object.values(input).filter(
                    (module) => isPublic(module) || (context.getModuleInfo(module)?.dynamicImporters.length ?? 0) > 0,
                  ),
                  components,
                  // Each preview loads the theme and translation registrations.
                  alwaysLoaded: PACKAGES.map((name) => path.join(NODE_MODULES, name, "dist/Assets.js")).filter((file) =>
                    fs.existsSync(file),
                  ),
                  isFramework,
                  nameOf: chunkName,
                });
                const chunk = plan.get(id) ?? null;
                // An icon no component uses stays in its own entry file (ICON_VARIANT).
                return chunk !== null && chunk === ownIconChunk(id) ? null : chunk;
              },
            },
          ],
        },
      },
    },
  },
});

function moduleGraph(info: (id: string) => { importedIds: readonly string[]; code: string | null } | null): ModuleGraph {
  return {
    imports: (id) => info(id)?.importedIds ?? [],
    size: (id) => info(id)?.code?.length ?? 0,
  };
}
