import { beforeEach, describe, expect, it } from "vitest";
import {
  decodeProject,
  encodeProject,
  forgetSavedProject,
  fromFiles,
  PROJECT_KEY,
  saveProject,
  startingProject,
  toFiles,
  type Project,
} from "./project";

const project: Project = {
  html: '<ui5-button id="b">Grüße 👋</ui5-button>',
  script: 'import "@ui5/webcomponents/dist/Button.js";\nconsole.log("a/b+c?");\n',
  css: "ui5-button { width: 10rem; }",
  language: "ts",
};
const fallback = { project: { html: "<p>default</p>", script: "", css: "", language: "js" as const }, title: "Hello World" };

beforeEach(() => localStorage.clear());

describe("the link format", () => {
  it("is base64url of the files as JSON, and reads back the same project", () => {
    const hash = encodeProject(project);
    expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
    const json = new TextDecoder().decode(Uint8Array.from(atob(hash.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)));
    expect(JSON.parse(json)).toEqual({ "index.html": project.html, "main.ts": project.script, "main.css": project.css });
    expect(decodeProject(`#${hash}`)).toEqual(project);
  });

  it("carries large projects", () => {
    const large = { ...project, script: "// ".repeat(100_000) };
    expect(decodeProject(encodeProject(large))).toEqual(large);
  });

  it("says what is wrong with a malformed or truncated hash", () => {
    const hash = encodeProject(project);
    expect(() => decodeProject("#not base64!")).toThrow("it is not base64url text");
    expect(() => decodeProject(hash.slice(0, -12))).toThrow(/cut short or not JSON|not base64url/);
    expect(() => decodeProject(encodeProject(project).slice(0, 5))).toThrow();
    const notFiles = btoa(JSON.stringify([1, 2])).replace(/=+$/, "");
    expect(() => decodeProject(notFiles)).toThrow("it is not a set of files");
  });
});

describe("a project's files", () => {
  it("need index.html and one script; main.css may be missing", () => {
    expect(fromFiles({ "index.html": "", "main.js": "x" })).toEqual({ html: "", script: "x", css: "", language: "js" });
    expect(() => fromFiles({ "main.js": "" })).toThrow("it has no index.html");
    expect(() => fromFiles({ "index.html": "" })).toThrow("it has no main.js or main.ts");
    expect(() => fromFiles({ "index.html": "", "main.js": "", "main.ts": "" })).toThrow("both");
    expect(() => fromFiles({ "index.html": 1, "main.js": "" })).toThrow("index.html is not text");
    expect(toFiles(project)).toEqual({ "index.html": project.html, "main.ts": project.script, "main.css": project.css });
  });
});

describe("the starting project", () => {
  it("is the link's, else the saved one, else the default", () => {
    expect(startingProject("", fallback)).toEqual({ project: fallback.project, origin: "default" });
    saveProject(project);
    expect(startingProject("", fallback)).toEqual({ project, origin: "saved" });
    const linked = { ...project, html: "<p>from a link</p>" };
    expect(startingProject(`#${encodeProject(linked)}`, fallback)).toEqual({ project: linked, origin: "link", saved: project });
    localStorage.clear();
    expect(startingProject(`#${encodeProject(linked)}`, fallback)).toEqual({ project: linked, origin: "link" });
  });

  it("falls back with a message when the link is broken", () => {
    const broken = startingProject("#%%%", fallback);
    expect(broken.project).toEqual(fallback.project);
    expect(broken.problem).toBe(
      "The project in this link could not be read: it is not base64url text. The Hello World example is shown instead.",
    );
    saveProject(project);
    const withSaved = startingProject(`#${encodeProject(project).slice(0, 20)}`, fallback);
    expect(withSaved.project).toEqual(project);
    expect(withSaved.problem).toMatch(/^The project in this link could not be read: .+\. Your saved project is shown instead\.$/);
  });

  it("falls back with a message when the saved project is damaged", () => {
    localStorage.setItem(PROJECT_KEY, "{oops");
    const started = startingProject("", fallback);
    expect(started.project).toEqual(fallback.project);
    expect(started.problem).toBe("Your saved project could not be read: it is not JSON. The Hello World example is shown instead.");
  });
});

describe("forgetting the saved project", () => {
  it("removes the playground's key and keeps every other one", () => {
    localStorage.setItem("ui5-theme", "sap_horizon_dark");
    localStorage.setItem("ui5-content-density", "Cozy");
    localStorage.setItem("ui5-text-direction", "RTL");
    localStorage.setItem("theme", "dark");
    saveProject(project);
    forgetSavedProject();
    expect(localStorage.getItem(PROJECT_KEY)).toBeNull();
    expect(localStorage.getItem("ui5-theme")).toBe("sap_horizon_dark");
    expect(localStorage.getItem("ui5-content-density")).toBe("Cozy");
    expect(localStorage.getItem("ui5-text-direction")).toBe("RTL");
    expect(localStorage.getItem("theme")).toBe("dark");
  });
});
