import { css } from "@codemirror/lang-css";
import { html } from "@codemirror/lang-html";
import { javascript } from "@codemirror/lang-javascript";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { useEffect, useRef } from "react";
import type { SampleFile } from "../../data/types";
import { siteEditorTheme } from "../../playground/editorTheme";

const languages = { html, js: javascript, css } as const;

/** A code editor for one sample file (CodeMirror), in the site's look (the playground's theme). */
export default function SampleEditor({ file, onChange }: { file: SampleFile; onChange: (code: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    view.current = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: file.code,
        extensions: [
          basicSetup,
          languages[file.language](),
          siteEditorTheme,
          EditorView.contentAttributes.of({ "aria-label": `${file.name} code` }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.current?.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The editor is created once per file; the parent remounts it for another file
  }, []);

  return <div className="sample-editor" ref={host} />;
}
