// A playground project: the markup, the script (JavaScript or TypeScript) and the
// styles. One format carries it everywhere: its files by name, as JSON, in the
// saved project (local storage `project`), in a shared link's hash (base64url of
// that JSON) and in the engine's examples.

import { readStorage, removeStorage, writeStorage } from "../app/storage";
import type { ProjectFiles } from "../data/types";

export type ScriptLanguage = "js" | "ts";

export interface Project {
  html: string;
  script: string;
  css: string;
  language: ScriptLanguage;
}

export const HTML_FILE = "index.html";
export const CSS_FILE = "main.css";
const SCRIPT_FILES: Record<ScriptLanguage, string> = { js: "main.js", ts: "main.ts" };

/** Where the project is saved. */
export const PROJECT_KEY = "project";
/** Every local-storage key the playground writes: a reset removes these and nothing else. */
const PLAYGROUND_KEYS: readonly string[] = [PROJECT_KEY];

export function scriptFile(language: ScriptLanguage): string {
  return SCRIPT_FILES[language];
}

export function toFiles(project: Project): ProjectFiles {
  return { [HTML_FILE]: project.html, [scriptFile(project.language)]: project.script, [CSS_FILE]: project.css };
}

/** Why a project could not be read. */
class ProjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProjectError";
  }
}

/** A project from its files; throws a `ProjectError` saying what is wrong. */
export function fromFiles(files: unknown): Project {
  if (typeof files !== "object" || files === null || Array.isArray(files)) {
    throw new ProjectError("it is not a set of files");
  }
  const record = files as Record<string, unknown>;
  const text = (name: string): string | undefined => {
    const value = record[name];
    if (value !== undefined && typeof value !== "string") throw new ProjectError(`${name} is not text`);
    return value;
  };
  const html = text(HTML_FILE);
  if (html === undefined) throw new ProjectError(`it has no ${HTML_FILE}`);
  const js = text(SCRIPT_FILES.js);
  const ts = text(SCRIPT_FILES.ts);
  if (js !== undefined && ts !== undefined) throw new ProjectError(`it has both ${SCRIPT_FILES.js} and ${SCRIPT_FILES.ts}`);
  if (js === undefined && ts === undefined) throw new ProjectError(`it has no ${SCRIPT_FILES.js} or ${SCRIPT_FILES.ts}`);
  return { html, script: (js ?? ts) as string, css: text(CSS_FILE) ?? "", language: ts === undefined ? "js" : "ts" };
}

/** The text of a link's hash: base64url (no padding) of the project's files as JSON. */
export function encodeProject(project: Project): string {
  const bytes = new TextEncoder().encode(JSON.stringify(toFiles(project)));
  let binary = "";
  // In slices: spreading a large array into one call overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The project of a link's hash (with or without `#`); throws a `ProjectError`. */
export function decodeProject(hash: string): Project {
  const text = hash.replace(/^#/, "");
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text) || text.replace(/=+$/, "").length % 4 === 1) {
    throw new ProjectError("it is not base64url text");
  }
  let json: string;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    json = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    throw new ProjectError("it is not base64url of UTF-8 text");
  }
  let files: unknown;
  try {
    files = JSON.parse(json);
  } catch {
    throw new ProjectError("it is cut short or not JSON");
  }
  return fromFiles(files);
}

/** The saved project: none, or the project, or why it cannot be read. */
function readSavedProject(): { project: Project } | { problem: string } | null {
  const saved = readStorage(PROJECT_KEY);
  if (saved === null) return null;
  try {
    return { project: fromFiles(JSON.parse(saved)) };
  } catch (error) {
    return { problem: error instanceof ProjectError ? error.message : "it is not JSON" };
  }
}

export function saveProject(project: Project): void {
  writeStorage(PROJECT_KEY, JSON.stringify(toFiles(project)));
}

/** Removes the playground's own keys, and only those. */
export function forgetSavedProject(): void {
  PLAYGROUND_KEYS.forEach(removeStorage);
}

type ProjectOrigin = "link" | "saved" | "default";

/** The project to start with: a link's wins over the saved one, which wins over the default. */
export function startingProject(
  hash: string,
  fallback: { project: Project; title: string },
): { project: Project; origin: ProjectOrigin; problem?: string; saved?: Project } {
  const saved = readSavedProject();
  const savedProject = saved && "project" in saved ? saved.project : null;
  const shown = savedProject ? "Your saved project is shown instead." : `The ${fallback.title} example is shown instead.`;
  let problem: string | undefined;
  if (hash.replace(/^#/, "") !== "") {
    try {
      return { project: decodeProject(hash), origin: "link", ...(savedProject && { saved: savedProject }) };
    } catch (error) {
      problem = `The project in this link could not be read: ${(error as Error).message}. ${shown}`;
    }
  } else if (saved && "problem" in saved) {
    problem = `Your saved project could not be read: ${saved.problem}. The ${fallback.title} example is shown instead.`;
  }
  return savedProject ? { project: savedProject, origin: "saved", problem } : { project: fallback.project, origin: "default", problem };
}
