import { lazy, Suspense } from "react";
import type { CodeEditorProps } from "./CodeEditor";
import { StaticCode } from "./StaticCode";

// CodeMirror is most of the playground's script: it loads once the page is up, and
// the code shows as static text until then.
const CodeEditor = lazy(() => import("./CodeEditor"));

/** The code editor, loaded on first use; its file's code shows meanwhile. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<StaticCode value={props.value} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
