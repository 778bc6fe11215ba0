#!/usr/bin/env python3
"""Finds import cycles between the modules of the workspace's crates.

Reads each crate's sources (`crates/<name>/src`), finds every path into the crate
(`crate::a::b`, `super::c`, `use crate::{a, b::C}`) in `use` lines and in code alike,
resolves it to the module it names or holds the item it names, and reports each
group of modules that reach one another, at every depth: `a::x` using `b::y` while
`b::z` uses `a` is a cycle between `a` and `b`. A module using an item of one of its
ancestors (a crate root or `mod.rs` that defines shared items) is not counted: that
is how a module reaches its crate's own types, not a dependency between parts. Test
modules (`#[cfg(test)] mod tests`) are left out. Crates depend on one another
without cycles by construction: Cargo refuses a cycle between crates.

    python3 tools/module_cycles.py [WORKSPACE]        (make lint runs it)

Why not cargo-modules: its graph records the types in items' signatures, not the
calls and paths in function bodies, so it misses most dependencies between modules.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent
PATH = re.compile(r"\b(crate|super)((?:::[A-Za-z_][A-Za-z0-9_]*)*)(::\{)?")
TESTS = re.compile(r"#\[cfg\(test\)\]\s*(?:pub(?:\([a-z]+\))?\s+)?mod\s+\w+\s*\{")


def module_name(src, file):
    parts = list(file.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("lib", "main", "mod"):
        parts.pop()
    return tuple(parts)


def without_tests(text):
    """The source without its inline test modules (their braces balanced)."""
    while match := TESTS.search(text):
        depth, end = 1, match.end()
        while depth and end < len(text):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            end += 1
        text = text[: match.start()] + text[end:]
    return text


def without_comments_and_strings(text):
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'r#*"(?:.|\n)*?"#*', '""', text)
    return re.sub(r'"(?:\\.|[^"\\])*"', '""', text)


def group_heads(text, start):
    """The first segment of each path of a `{...}` group opening at `start`."""
    depth, item, heads, end = 1, "", [], start
    while depth and end < len(text):
        char = text[end]
        end += 1
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
        if depth == 1 and char == ",":
            heads.append(item)
            item = ""
        elif depth >= 1 and not (depth == 1 and char in "{}"):
            item += char
    heads.append(item)
    return [head.strip().split("::")[0] for head in heads if head.strip()]


def references(text, module):
    """Every path into the crate, as a tuple of segments from the crate root."""
    found = []
    for match in PATH.finditer(text):
        base = () if match.group(1) == "crate" else module[:-1]
        segments = tuple(s for s in match.group(2).split("::") if s)
        if match.group(3):
            found += [base + segments + (head,) for head in group_heads(text, match.end()) if head != "self"]
        found.append(base + segments)
    return found


def crate_graph(src):
    files = sorted(src.rglob("*.rs"))
    modules = {module_name(src, file) for file in files}
    # Inline modules (`pub mod quality { ... }`) other than tests.
    for file in files:
        for inline in re.findall(r"^\s*pub(?:\([a-z]+\))?\s+mod\s+(\w+)\s*\{", without_tests(file.read_text()), re.M):
            modules.add(module_name(src, file) + (inline,))

    def holder(path):
        while path not in modules:
            path = path[:-1]
        return path

    edges = set()
    for file in files:
        module = module_name(src, file)
        text = without_comments_and_strings(without_tests(file.read_text()))
        for path in references(text, module):
            edges.add((module, holder(path)))
    return modules, edges


def collapsed(modules, edges, depth):
    """The graph of the modules seen down to `depth` levels below the crate root."""
    graph = {module[:depth]: set() for module in modules}
    for source, target in edges:
        source, target = source[:depth], target[:depth]
        if source != target and target != source[: len(target)] and source != target[: len(source)]:
            graph[source].add(target)
    return graph


def cycles(graph):
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def main():
    failed = False
    for src in sorted(ROOT.glob("crates/*/src")):
        modules, edges = crate_graph(src)
        found = []
        for depth in range(1, max(len(module) for module in modules) + 1):
            found += [c for c in cycles(collapsed(modules, edges, depth)) if c not in found]
        crate = src.parent.name
        print(f"{crate}: {len(modules)} modules, {len(found)} cycle(s)")
        for component in found:
            failed = True
            print("  cycle: " + " <-> ".join("::".join(("crate",) + m) for m in component))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
