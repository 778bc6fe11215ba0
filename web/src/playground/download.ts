// The playground's Download: the project as a runnable Vite project in a zip.
// `npm install && npm run dev` runs it with the packages pinned at the site's version.

import type { PlaygroundData } from "../data/types";
import { CSS_FILE, HTML_FILE, scriptFile, type Project } from "./project";

/** The zip's name, and the folder inside it. */
export const PROJECT_NAME = "ui5-playground";

/** The packages the script imports, from the ones the site offers. */
export function importedPackages(script: string, packages: readonly string[]): string[] {
  return packages.filter((name) => [`"${name}/`, `'${name}/`, `"${name}"`, `'${name}'`].some((quoted) => script.includes(quoted)));
}

/** Every file of the downloaded project, by path inside the project folder. */
export function projectFiles(project: Project, download: PlaygroundData["download"]): Record<string, string> {
  const script = scriptFile(project.language);
  const dependencies = Object.fromEntries(
    importedPackages(project.script, download.packages).map((name) => [name, download.libraryVersion]),
  );
  const packageJson = {
    name: PROJECT_NAME,
    private: true,
    version: "1.0.0",
    type: "module",
    scripts: { dev: "vite", build: "vite build", preview: "vite preview" },
    dependencies,
    devDependencies: { vite: download.viteVersion },
  };
  const markup = project.html.trimEnd();
  const index = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>UI5 Web Components playground</title>
    <link rel="stylesheet" href="./${CSS_FILE}">
  </head>
  <body>
${markup}
    <script type="module" src="./${script}"></script>
  </body>
</html>
`;
  const readme = `# UI5 Web Components playground project

Made in the playground of the UI5 Web Components ${download.libraryVersion} documentation.

\`\`\`sh
npm install
npm run dev
\`\`\`

Then open the address Vite prints. \`npm run build\` writes the static site to \`dist/\`.
`;
  const files: Record<string, string> = {
    "package.json": `${JSON.stringify(packageJson, null, 2)}\n`,
    [HTML_FILE]: index,
    [script]: project.script,
    [CSS_FILE]: project.css,
    "README.md": readme,
  };
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
export async function projectZip(project: Project, download: PlaygroundData["download"]): Promise<Blob> {
  const { strToU8, zipSync } = await import("fflate");
  const entries = Object.entries(projectFiles(project, download)).map(([path, text]) => [`${PROJECT_NAME}/${path}`, strToU8(text)]);
  // A fixed date keeps the same project's zip the same.
  const zip = zipSync(Object.fromEntries(entries), { level: 6, mtime: new Date(2024, 0, 1) });
  return new Blob([zip], { type: "application/zip" });
}
