#!/usr/bin/env python3
"""Writes N generated docs pages into a docs folder, to grow a copy of the site.

The pages read like the site's own: their words are drawn from the site's docs
(content/docs), common words more often, so titles, headings and text have the
vocabulary and spread of real pages, not a handful of repeated words. Folders of 50
pages; each page has a title, six sections (one with a subsection), a code block, a
table, a note, links to pages of its own folder and of others, and a link out.
The same N gives the same pages (a fixed seed).

usage: add_pages.py <site docs folder> <out folder> <pages>
"""
import random
import re
import sys
from pathlib import Path

PER_FOLDER = 50
# Components of the installed package, which the build checks the imports against.
COMPONENTS = [("Button", "ui5-button"), ("Input", "ui5-input"), ("Select", "ui5-select"), ("List", "ui5-list"),
              ("Dialog", "ui5-dialog"), ("Panel", "ui5-panel"), ("Card", "ui5-card"), ("Avatar", "ui5-avatar")]
WORD = re.compile(r"[A-Za-z][a-z]{2,14}")


def vocabulary(docs):
    """The site's docs' words, each as often as the docs use it."""
    words = []
    for file in sorted(Path(docs).rglob("*.md")):
        text = re.sub(r"```.*?```", " ", file.read_text(encoding="utf-8"), flags=re.S)
        words.extend(w.lower() for w in WORD.findall(text))
    if not words:
        sys.exit(f"{docs}: no words to draw from")
    return words


def sentence(rng, words, length):
    text = " ".join(rng.choice(words) for _ in range(length))
    return text[0].upper() + text[1:] + "."


def paragraph(rng, words, sentences):
    return " ".join(sentence(rng, words, rng.randint(8, 18)) for _ in range(sentences))


def title(rng, words):
    return " ".join(rng.choice(words).capitalize() for _ in range(rng.randint(2, 4)))


def page(rng, words, folder, index, folders):
    other = rng.randrange(folders)
    near = f"./page-{rng.randrange(PER_FOLDER) + 1}.md"
    far = f"../folder-{other + 1}/page-{rng.randrange(PER_FOLDER) + 1}.md"
    parts = [
        f"---\ntitle: {title(rng, words)}\nsidebar_position: {index + 1}\n---\n",
        paragraph(rng, words, 3) + "\n",
    ]
    for section in range(6):
        parts.append(f"## {title(rng, words)}\n")
        parts.append(paragraph(rng, words, rng.randint(2, 5)) + f" See [the related page]({near if section % 2 else far}).\n")
        if section == 1:
            parts.append(f"### {title(rng, words)}\n")
            parts.append(paragraph(rng, words, 2) + "\n")
        if section == 2:
            name, tag = rng.choice(COMPONENTS)
            parts.append(
                "```js\n"
                f'import "@ui5/webcomponents/dist/{name}.js";\n\n'
                f'const element = document.querySelector("{tag}");\n'
                'element.addEventListener("change", (event) => {\n'
                "  console.log(event.detail);\n"
                "});\n```\n"
            )
        if section == 3:
            rows = "".join(f"| `{rng.choice(words)}` | {sentence(rng, words, 8)} |\n" for _ in range(4))
            parts.append("| Name | Description |\n| --- | --- |\n" + rows)
        if section == 4:
            parts.append(f":::note\n{paragraph(rng, words, 1)}\n:::\n")
    parts.append("Read more on [the project's site](https://example.org/docs/).\n")
    return "\n".join(parts)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    words = vocabulary(sys.argv[1])
    out, total = Path(sys.argv[2]), int(sys.argv[3])
    folders = (total + PER_FOLDER - 1) // PER_FOLDER
    rng = random.Random(37)
    for number in range(total):
        folder, index = divmod(number, PER_FOLDER)
        path = out / f"folder-{folder + 1}" / f"page-{index + 1}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(page(rng, words, folder, index, folders), encoding="utf-8")
    print(f"generated {total} pages in {folders} folders")


if __name__ == "__main__":
    main()
