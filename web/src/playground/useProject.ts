import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { PlaygroundExample } from "../data/types";
import {
  decodeProject,
  forgetSavedProject,
  fromFiles,
  saveProject,
  scriptFile,
  startingProject,
  type Project,
  type ScriptLanguage,
} from "./project";
import { describeTranspileError, stripTypes } from "./typescript";

/** A message above the editor: what happened to the project, and how to go back. */
export type Notice = {
  tone: "info" | "error";
  text: string;
  /** A project the reader can go back to, and the button's label. */
  back?: { label: string; project: Project };
  /** A link to copy by hand, when the clipboard refused. */
  link?: string;
};

export type FileKey = "html" | "script" | "css";

/** What the reader sees first: why the project shown is not the one asked for, or whose it is. */
function startingNotice(start: ReturnType<typeof startingProject>): Notice | null {
  if (start.problem) return { tone: "error", text: start.problem };
  if (start.origin !== "link") return null;
  const text = start.saved
    ? "This project comes from a link. Editing it replaces your saved project."
    : "This project comes from a link. Edit it to keep it in this browser.";
  return { tone: "info", text, back: start.saved && { label: "Back to my project", project: start.saved } };
}

/** Removes a shared project from the address once the reader changes it, so a reload shows the saved project. */
function forgetLinkInAddress(): void {
  if (window.location.hash) {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
}

/**
 * The playground's project and what happens to it: it starts from the link, else
 * the saved project, else the default example; it is saved on every change the
 * reader makes (a link's project only once the reader edits it); examples, reset
 * and links replace it with a way back.
 */
export function useProject(examples: PlaygroundExample[]) {
  const location = useLocation();
  const defaultExample = examples[0];
  const defaultProject = useMemo(() => fromFiles(defaultExample.files), [defaultExample]);
  const [start] = useState(() => startingProject(location.hash, { project: defaultProject, title: defaultExample.title }));
  const [project, setProject] = useState<Project>(start.project);
  const [notice, setNotice] = useState<Notice | null>(() => startingNotice(start));
  // Whether the shown project is the reader's to keep (a link's is not, until edited).
  const persist = useRef(start.origin !== "link");
  const latestProject = useRef(project);
  latestProject.current = project;
  // Compared by identity: a link opened in place may bring no history key of its own.
  const handledLocation = useRef(location);

  useEffect(() => {
    if (persist.current) saveProject(project);
  }, [project]);

  const change = (update: (current: Project) => Project) => {
    persist.current = true;
    forgetLinkInAddress();
    setProject(update);
  };

  const replace = (next: Project, keep: boolean, nextNotice: Notice | null) => {
    persist.current = keep;
    forgetLinkInAddress();
    setProject(next);
    setNotice(nextNotice);
  };

  // A link opened while the playground is open replaces the project.
  useEffect(() => {
    if (location === handledLocation.current) return;
    handledLocation.current = location;
    if (!location.hash) return;
    try {
      const linked = decodeProject(location.hash);
      persist.current = false;
      setNotice({ tone: "info", text: "This project comes from a link.", back: { label: "Undo", project: latestProject.current } });
      setProject(linked);
    } catch (error) {
      setNotice({ tone: "error", text: `The project in this link could not be read: ${(error as Error).message}. Your project is kept.` });
    }
  }, [location]);

  return {
    project,
    notice,
    setNotice,
    defaultExample,

    edit: (key: FileKey, value: string) => change((current) => ({ ...current, [key]: value })),

    chooseExample: (example: PlaygroundExample) => {
      forgetSavedProject();
      replace(fromFiles(example.files), true, {
        tone: "info",
        text: `The ${example.title} example is loaded.`,
        back: { label: "Undo", project },
      });
    },

    reset: () => {
      forgetSavedProject();
      replace(defaultProject, false, {
        tone: "info",
        text: `Back to the ${defaultExample.title} example; your project is no longer saved.`,
        back: { label: "Undo", project },
      });
    },

    goBack: (back: Project) => replace(back, true, null),

    /** To TypeScript as it is; to JavaScript without its types. */
    switchLanguage: async (language: ScriptLanguage) => {
      if (language === project.language) return;
      let script = project.script;
      if (language === "js") {
        try {
          script = await stripTypes(project.script);
        } catch (error) {
          setNotice({
            tone: "error",
            text: `Fix the error before switching to JavaScript: ${describeTranspileError(error, scriptFile("ts"))}`,
          });
          return;
        }
      }
      change((current) => ({ ...current, script, language }));
    },
  };
}
