// Download: a project (the playground's, or a sample's as its page shows it, edits
// included) as a runnable Vite project in a zip. `npm install && npm run dev` runs it
// with the packages pinned at the site's version. The one place such a project is made.

import type { DownloadData, SampleData } from "../data/types";
import { CSS_FILE, HTML_FILE, scriptFile, type Project } from "./project";

/** Where a downloaded project comes from, which its README says. */
export type ProjectOrigin = "playground" | "sample";

/** What a downloaded project is called. */
export interface ProjectName {
  origin: ProjectOrigin;
  /** The zip's name, the folder inside it and package.json's `name` (lower case). */
  name: string;
  /** The title of its page and of its README. */
  title: string;
}

/** The playground's project. */
export const PLAYGROUND_PROJECT: ProjectName = {
  origin: "playground",
  name: "ui5-playground",
  title: "UI5 Web Components playground",
};

/** A sample's project: `ui5-sample-button-basic`, "Button: Basic Button". */
export function sampleProject(sample: Pick<SampleData, "id" | "title">): ProjectName {
  // The id is `<library>/<Component>/<Sample>`.
  const [, component, name] = sample.id.split("/");
  return { origin: "sample", name: `ui5-sample-${component}-${name}`.toLowerCase(), title: `${component}: ${sample.title}` };
}

/** The packages the script imports, from the ones the site offers. */
export function importedPackages(script: string, packages: readonly string[]): string[] {
  return packages.filter((name) => [`"${name}/`, `'${name}/`, `"${name}"`, `'${name}'`].some((quoted) => script.includes(quoted)));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function readme(about: ProjectName, version: string): string {
  const origin =
    about.origin === "playground"
      ? `Made in the playground of the UI5 Web Components ${version} documentation.`
      : `A sample of the UI5 Web Components ${version} documentation, as its page showed it (edits included).`;
  return `# ${about.title}

${origin}

\`\`\`sh
npm install
npm run dev
\`\`\`

Then open the address Vite prints. \`npm run build\` writes the static site to \`dist/\`.
`;
}

/**
 * Every file of the downloaded project, by path inside the project folder. Without
 * styles, the project has no `main.css` and its page no stylesheet link.
 */
export function projectFiles(project: Project, about: ProjectName, download: DownloadData): Record<string, string> {
  const script = scriptFile(project.language);
  const hasStyles = project.css.trim() !== "";
  const dependencies = Object.fromEntries(
    importedPackages(project.script, download.packages).map((name) => [name, download.libraryVersion]),
  );
  const packageJson = {
    name: about.name,
    private: true,
    version: "1.0.0",
    type: "module",
    scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
    dependencies,
    devDependencies: { vite: download.viteVersion },
  };
  const stylesheet = hasStyles ? `    <link rel="stylesheet" href="./${CSS_FILE}">\n` : "";
  const index = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(about.title)}</title>
${stylesheet}  </head>
  <body>
${project.html.trimEnd()}
    <script type="module" src="./${script}"></script>
  </body>
</html>
`;
  const files: Record<string, string> = {
    "package.json": `${JSON.stringify(packageJson, null, 2)}\n`,
    [HTML_FILE]: index,
    [script]: project.script,
  };
  if (hasStyles) files[CSS_FILE] = project.css;
  files["README.md"] = readme(about, download.libraryVersion);
  if (project.language === "ts") {
    // Like the playground, keep every import that is not marked `import type`:
    // components register themselves when their module is imported.
    const tsconfig = {
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "bundler",
        lib: ["ES2022", "DOM", "DOM.Iterable"],
        strict: true,
        verbatimModuleSyntax: true,
        skipLibCheck: true,
        noEmit: true,
      },
      include: [script],
    };
    files["tsconfig.json"] = `${JSON.stringify(tsconfig, null, 2)}\n`;
  }
  return files;
}

/** The zip of the project; the zip library is loaded only when a reader downloads. */
export async function projectZip(project: Project, about: ProjectName, download: DownloadData): Promise<Blob> {
  const { strToU8, zipSync } = await import("fflate");
  const entries = Object.entries(projectFiles(project, about, download)).map(([path, text]) => [`${about.name}/${path}`, strToU8(text)]);
  // A fixed date keeps the same project's zip the same.
  const zip = zipSync(Object.fromEntries(entries), { level: 6, mtime: new Date(2024, 0, 1) });
  return new Blob([zip], { type: "application/zip" });
}

/** How long the zip's object URL is kept: revoking it at once can cancel the download. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Has the browser save the project's zip as `<name>.zip`. Rejects when the zip cannot
 * be made; the caller tells the reader.
 */
export async function downloadProject(project: Project, about: ProjectName, download: DownloadData): Promise<void> {
  const url = URL.createObjectURL(await projectZip(project, about, download));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = `${about.name}.zip`;
  anchor.click();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** The reader's message when a download fails. */
export function downloadError(error: unknown): string {
  return `The download could not be made: ${error instanceof Error ? error.message : String(error)}`;
}
