import { lazy, Suspense, useEffect } from "react";
import type { CodeEditorProps } from "./CodeEditor";
import { StaticCode } from "./StaticCode";

/**
 * How long after the frame that paints the code it is surely on screen: a browser
 * shows a painted frame a little later (tens of milliseconds without a GPU).
 */
const ON_SCREEN_AFTER_PAINT_MS = 100;

let codeOnScreen!: () => void;
const codeShown = new Promise<void>((resolve) => (codeOnScreen = resolve));

// CodeMirror is most of the playground's script: it loads once the first code shown
// (as static text) is on screen, so its script does not delay the page's largest
// content.
const CodeEditor = lazy(async () => {
  await codeShown;
  return import("./CodeEditor");
});

/** The code editor; until it has loaded, its file's code shows as static text in its place. */
export function LazyCodeEditor(props: CodeEditorProps) {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(codeOnScreen, ON_SCREEN_AFTER_PAINT_MS));
  }, []);
  return (
    <Suspense fallback={<StaticCode value={props.value} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
