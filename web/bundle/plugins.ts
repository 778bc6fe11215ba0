/// <reference types="node" />
// Build plugins of the packages bundle (vite.packages.config.mts): what makes the
// packages' modules work from the bundle, in browsers, from the site alone.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Theme, translation and locale data stay JSON files of the site's unbundled copy of
 * the packages (`localCdn`, relative to the bundle's folder): their imports are
 * rewritten to point there, each relative to the chunk it ends up in, with the import
 * attribute browsers need to load JSON modules.
 */
export function jsonFromLocalCdn(nodeModules: string, localCdn: string): Plugin {
  const marker = "local-cdn-json:";
  const dynamicImport = /(import\((?:\/\*[^*]*\*\/\s*)?)"([^"]+\.json)"\)/g;
  const staticImport = /(from\s*)"([^"]+\.json)"/g;
  const renderedStaticImport = new RegExp(`from\\s*(["'\`])${marker}[^"'\`]+\\1(?!\\s*with)`, "g");
  return {
    name: "json-from-local-cdn",
    enforce: "pre",
    transform: {
      filter: { code: ".json" },
      handler(code, id) {
        if (!id.startsWith(nodeModules)) return null;
        const target = (specifier: string) =>
          marker + path.relative(nodeModules, path.resolve(path.dirname(id), specifier)).replaceAll(path.sep, "/");
        return code
          .replace(dynamicImport, (_, start, specifier) => `${start}"${target(specifier)}", { with: { type: "json" } })`)
          .replace(staticImport, (_, start, specifier) => `${start}"${target(specifier)}" with { type: "json" }`);
      },
    },
    resolveId(source) {
      return source.startsWith(marker) ? { id: source, external: true } : null;
    },
    renderChunk(code, chunk) {
      if (!code.includes(marker)) return null;
      // The bundler keeps the attribute of a dynamic import but drops it from a static one.
      const attributed = code.replace(renderedStaticImport, (statement) => `${statement}with{type:"json"}`);
      return attributed.replaceAll(marker, `${path.posix.relative(path.posix.dirname(chunk.fileName), localCdn)}/`);
    },
  };
}

/**
 * The base package's font faces point at a public CDN; the `72` font files ship with
 * the bundle instead, from the theming base content.
 */
export function localFonts(fontFaceModule: string, fontsPackageDir: string): Plugin {
  const cdn = "https://sdk.openui5.org/resources/sap/ui/core/themes/sap_horizon/fonts/";
  const fontUrl = new RegExp(`${cdn.replaceAll(".", "\\.")}([\\w.-]+\\.woff2)`, "g");
  return {
    name: "local-fonts",
    transform(code, id) {
      if (id !== fontFaceModule) return null;
      const files = [...new Set([...code.matchAll(fontUrl)].map((match) => match[1]))];
      if (files.length === 0) this.error(`${id}: no font of ${cdn} found; the font faces changed`);
      const imports = files.map((file, index) => `import font${index} from "${fontsPackageDir}/${file}?url";`);
      // The font faces are a template literal: each URL becomes the emitted file's.
      const rewritten = files.reduce((text, file, index) => text.replaceAll(`${cdn}${file}`, `\${font${index}}`), code);
      return `${imports.join("\n")}\n${rewritten}`;
    },
  };
}

/**
 * The barcode library is a webpack UMD file that finds the global object with
 * `function(){return this}()` and, when that is undefined (as in any module), with
 * `new Function("return this")()`: evaluated code, which the previews' policy refuses
 * and reports. In a module the global object is `globalThis`.
 */
export function globalObjectWithoutEval(moduleId: string): Plugin {
  const detection = 'function(){return this}();try{r=r||new Function("return this")()}';
  return {
    name: "global-object-without-eval",
    transform(code, id) {
      if (id !== moduleId) return null;
      if (!code.includes(detection)) this.error(`${id}: its global object detection changed; check it needs no evaluated code`);
      return code.replace(detection, "globalThis;try{}");
    },
  };
}

/**
 * Two modules of the packages import files the packages do not ship; nothing imports
 * those modules. They stay as they are: their imports fail only if they are loaded.
 */
export function keepMissingImports(nodeModules: string): Plugin {
  return {
    name: "keep-missing-imports",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer?.startsWith(nodeModules) || !source.startsWith(".") || fs.existsSync(path.resolve(path.dirname(importer), source))) return null;
      return { id: source, external: true };
    },
  };
}

/**
 * Writes the import map the site's previews use (`.vite/import-map.json`, with paths
 * relative to the bundle's folder): each package's specifiers to its folder.
 */
export function importMap(imports: Record<string, string>): Plugin {
  return {
    name: "import-map",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: ".vite/import-map.json", source: JSON.stringify({ imports }, null, 2) });
    },
  };
}

/**
 * Writes the script a preview started offline runs first (`site/offline-loader.js`):
 * `bootstrap` (src/preview/offlineBootstrap.js), then es-module-shims (`shims`), which
 * runs the preview's modules as the page hands them over. The site's pages allow this
 * exact text by hash, as the preview inherits their policy (web/src/offline/previewDocument.ts);
 * it does nothing but in such a preview, a `data:` document, so that a copy of it
 * slipped into a page of the site could not run module scripts there.
 */
export function offlineLoader(bootstrap: string, shims: string): Plugin {
  return {
    name: "offline-loader",
    generateBundle() {
      const [bootstrapCode, shimsCode] = [bootstrap, shims].map((file) => fs.readFileSync(file, "utf8").replace(/\r\n?/g, "\n"));
      const source = `if (window.location.protocol === "data:") {\n${bootstrapCode}\n${shimsCode}\n}\n`;
      this.emitFile({ type: "asset", fileName: "site/offline-loader.js", source });
    },
  };
}
