import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DownloadData } from "../data/types";
import { downloadError, downloadProject, importedPackages, PLAYGROUND_PROJECT, projectFiles, projectZip, sampleProject } from "./download";
import type { Project } from "./project";

const download: DownloadData = {
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
const sample = sampleProject({ id: "main/Button/Basic", title: "Basic Button" });

async function unzip(zip: Blob): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

describe("the name of a downloaded project", () => {
  it("is the playground's, or the sample's in lower case with the component in its title", () => {
    expect(PLAYGROUND_PROJECT).toEqual({ origin: "playground", name: "ui5-playground", title: "UI5 Web Components playground" });
    expect(sample).toEqual({ origin: "sample", name: "ui5-sample-button-basic", title: "Button: Basic Button" });
    expect(sampleProject({ id: "fiori/ShellBar/WithSearch", title: "With search" }).name).toBe("ui5-sample-shellbar-withsearch");
  });
});

describe("the downloaded project", () => {
  it("pins the packages its script imports at the site's version", () => {
    expect(importedPackages(project.script, download.packages)).toEqual(["@ui5/webcomponents", "@ui5/webcomponents-base"]);
    const packageJson = JSON.parse(projectFiles(project, PLAYGROUND_PROJECT, download)["package.json"]);
    expect(packageJson.name).toBe("ui5-playground");
    expect(packageJson.dependencies).toEqual({ "@ui5/webcomponents": "1.24.24", "@ui5/webcomponents-base": "1.24.24" });
    expect(packageJson.devDependencies).toEqual({ vite: "^6.3.5" });
    expect(packageJson.scripts).toMatchObject({ dev: "vite", build: "vite build" });
  });

  it("finds bare imports of a package, and no package by the prefix of its name", () => {
    const script =
      'import \'@ui5/webcomponents-fiori\';\nimport { x } from "@ui5/webcomponents-icons";\nimport "@ui5/webcomponents-base-extra/x.js";\n';
    expect(importedPackages(script, download.packages)).toEqual(["@ui5/webcomponents-fiori", "@ui5/webcomponents-icons"]);
    const packageJson = JSON.parse(projectFiles({ ...project, script }, sample, download)["package.json"]);
    expect(Object.keys(packageJson.dependencies)).toEqual(["@ui5/webcomponents-fiori", "@ui5/webcomponents-icons"]);
  });

  it("wraps the markup in a page that loads the styles and the script", () => {
    const files = projectFiles(project, PLAYGROUND_PROJECT, download);
    expect(files["index.html"]).toContain("<title>UI5 Web Components playground</title>");
    expect(files["index.html"]).toContain('<link rel="stylesheet" href="./main.css">');
    expect(files["index.html"]).toContain('<ui5-button>Hi</ui5-button>\n    <script type="module" src="./main.js"></script>');
    expect(files["main.js"]).toBe(project.script);
    expect(files["main.css"]).toBe(project.css);
    expect(files["tsconfig.json"]).toBeUndefined();
  });

  it("has no main.css, nor a link to it, when the styles are empty", () => {
    for (const css of ["", "  \n"]) {
      const files = projectFiles({ ...project, css }, sample, download);
      expect(Object.keys(files).sort()).toEqual(["README.md", "index.html", "main.js", "package.json"]);
      expect(files["index.html"]).not.toContain("stylesheet");
      expect(files["index.html"]).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">\n    <title>');
    }
  });

  it("is named and described after a sample, its title escaped in the page", () => {
    const files = projectFiles(project, sampleProject({ id: "main/Input/Suggestions", title: "Suggestions <& more>" }), download);
    expect(JSON.parse(files["package.json"]).name).toBe("ui5-sample-input-suggestions");
    expect(files["index.html"]).toContain("<title>Input: Suggestions &lt;&amp; more&gt;</title>");
    expect(files["README.md"]).toMatch(/^# Input: Suggestions <& more>\n\nA sample of the UI5 Web Components 1.24.24 documentation/);
    expect(files["README.md"]).toContain("npm run dev");
  });

  it("says in its README where it was made", () => {
    const readme = projectFiles(project, PLAYGROUND_PROJECT, download)["README.md"];
    expect(readme).toMatch(/^# UI5 Web Components playground\n\nMade in the playground of the UI5 Web Components 1.24.24 documentation\./);
  });

  it("in TypeScript, loads main.ts and has a tsconfig that keeps imports", () => {
    const files = projectFiles({ ...project, language: "ts" }, PLAYGROUND_PROJECT, download);
    expect(files["index.html"]).toContain('src="./main.ts"');
    expect(files["main.ts"]).toBe(project.script);
    expect(files["main.js"]).toBeUndefined();
    const tsconfig = JSON.parse(files["tsconfig.json"]);
    expect(tsconfig.compilerOptions.verbatimModuleSyntax).toBe(true);
    expect(tsconfig.include).toEqual(["main.ts"]);
  });

  it("is a zip with every file in one folder named after the project", async () => {
    const playground = await unzip(await projectZip(project, PLAYGROUND_PROJECT, download));
    expect(Object.keys(playground).sort()).toEqual([
      "ui5-playground/README.md",
      "ui5-playground/index.html",
      "ui5-playground/main.css",
      "ui5-playground/main.js",
      "ui5-playground/package.json",
    ]);
    expect(playground["ui5-playground/main.js"]).toBe(project.script);

    const files = await unzip(await projectZip({ ...project, css: "" }, sample, download));
    expect(Object.keys(files).sort()).toEqual([
      "ui5-sample-button-basic/README.md",
      "ui5-sample-button-basic/index.html",
      "ui5-sample-button-basic/main.js",
      "ui5-sample-button-basic/package.json",
    ]);
  });

  it("is the same zip for the same project", async () => {
    const bytes = async () => new Uint8Array(await (await projectZip(project, sample, download)).arrayBuffer());
    expect(await bytes()).toEqual(await bytes());
  });
});

describe("downloading a project", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("saves the zip as <name>.zip and revokes its URL later", async () => {
    vi.useFakeTimers();
    const create = vi.fn((blob: Blob) => (expect(blob.type).toBe("application/zip"), "blob:zip"));
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await downloadProject(project, sample, download);
    expect(clicked.map((a) => [a.getAttribute("href"), a.download])).toEqual([["blob:zip", "ui5-sample-button-basic.zip"]]);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:zip");
  });

  it("tells the reader why it failed", () => {
    expect(downloadError(new Error("out of memory"))).toBe("The download could not be made: out of memory");
    expect(downloadError("no")).toBe("The download could not be made: no");
  });
});
