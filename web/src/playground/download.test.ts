import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { importedPackages, projectFiles, projectZip } from "./download";
import type { Project } from "./project";

const download = {
  libraryVersion: "1.24.24",
  viteVersion: "^6.3.5",
  packages: ["@ui5/webcomponents", "@ui5/webcomponents-base", "@ui5/webcomponents-fiori", "@ui5/webcomponents-icons"],
};
const project: Project = {
  html: "<ui5-button>Hi</ui5-button>\n",
  script: "import \"@ui5/webcomponents/dist/Button.js\";\nimport { setTheme } from '@ui5/webcomponents-base/dist/config/Theme.js';\n",
  css: "body { margin: 0; }",
  language: "js",
};

describe("the downloaded project", () => {
  it("pins the packages its script imports at the site's version", () => {
    expect(importedPackages(project.script, download.packages)).toEqual(["@ui5/webcomponents", "@ui5/webcomponents-base"]);
    const packageJson = JSON.parse(projectFiles(project, download)["package.json"]);
    expect(packageJson.dependencies).toEqual({ "@ui5/webcomponents": "1.24.24", "@ui5/webcomponents-base": "1.24.24" });
    expect(packageJson.devDependencies).toEqual({ vite: "^6.3.5" });
    expect(packageJson.scripts).toMatchObject({ dev: "vite", build: "vite build" });
  });

  it("wraps the markup in a page that loads the styles and the script", () => {
    const files = projectFiles(project, download);
    expect(files["index.html"]).toContain('<link rel="stylesheet" href="./main.css">');
    expect(files["index.html"]).toContain("<ui5-button>Hi</ui5-button>\n    <script type=\"module\" src=\"./main.js\"></script>");
    expect(files["main.js"]).toBe(project.script);
    expect(files["main.css"]).toBe(project.css);
    expect(files["tsconfig.json"]).toBeUndefined();
  });

  it("in TypeScript, loads main.ts and has a tsconfig that keeps imports", () => {
    const files = projectFiles({ ...project, language: "ts" }, download);
    expect(files["index.html"]).toContain('src="./main.ts"');
    expect(files["main.ts"]).toBe(project.script);
    expect(JSON.parse(files["tsconfig.json"]).compilerOptions.verbatimModuleSyntax).toBe(true);
  });

  it("is a zip with every file in one folder", async () => {
    const zip = await projectZip(project, download);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "ui5-playground/README.md",
      "ui5-playground/index.html",
      "ui5-playground/main.css",
      "ui5-playground/main.js",
      "ui5-playground/package.json",
    ]);
    expect(strFromU8(files["ui5-playground/main.js"])).toBe(project.script);
  });
});
