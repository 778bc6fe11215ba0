import { Annotation, Compartment } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { useEffect, useRef } from "react";
import { colorModeOf, useSettings } from "../app/preferences";
import { loadLanguage, type EditorLanguage } from "./editorLanguages";
import { siteEditorTheme } from "./editorTheme";

/** Marks changes that come from the `value` prop, which are not the reader's edits. */
const fromProp = Annotation.define<boolean>();

export type CodeEditorProps = {
  value: string;
  language: EditorLanguage;
  /** The accessible name of the editing area. */
  label: string;
  onChange: (value: string) => void;
  /** Called once the editor is on screen. */
  onReady: () => void;
  id?: string;
};

/**
 * A CodeMirror editor that follows `value`: the reader's edits go to `onChange`; a
 * new value from outside (an example, a reset) replaces the text, and the reader can
 * still undo that. In the site's look, light or dark.
 */
export default function CodeEditor({ value, language, label, onChange, onReady, id }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), theme: new Compartment(), label: new Compartment() });
  const changed = useRef(onChange);
  changed.current = onChange;
  const dark = colorModeOf(useSettings().theme) === "dark";

  useEffect(() => {
    if (!host.current) return;
    const { language: languageSlot, theme, label: labelSlot } = compartments.current;
    const editor = new EditorView({
      parent: host.current,
      doc: value,
      extensions: [
        basicSetup,
        siteEditorTheme,
        // The language comes once it has loaded (below).
        languageSlot.of([]),
        // Popups of the editor (search, completion) follow the colour mode.
        theme.of(EditorView.darkTheme.of(dark)),
        labelSlot.of(EditorView.contentAttributes.of({ "aria-label": label })),
        EditorView.updateListener.of((update) => {
          const external = update.transactions.some((transaction) => transaction.annotation(fromProp));
          if (update.docChanged && !external) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    onReady();
    return () => editor.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Created once; the effects below follow the props
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: fromProp.of(true) });
  }, [value]);

  useEffect(() => {
    let current = true;
    void loadLanguage(language).then((support) => {
      if (current) view.current?.dispatch({ effects: compartments.current.language.reconfigure(support) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.theme.reconfigure(EditorView.darkTheme.of(dark)) });
  }, [dark]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.label.reconfigure(EditorView.contentAttributes.of({ "aria-label": label })) });
  }, [label]);

  return <div className="code-editor" ref={host} id={id} />;
}
