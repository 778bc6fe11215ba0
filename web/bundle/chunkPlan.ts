// Which chunk each module of the component packages goes into.
//
// Every module of the packages is an entry of the bundle, so that any of them can be
// imported at its own path and still share one instance with the rest (a sample may
// import `@ui5/webcomponents-base/dist/config/Theme.js` as well as `Button.js`). With
// every module an entry, Rolldown's automatic chunking would give each module a chunk
// of its own, and its size-based merging joins unrelated modules. So the chunks
// follow the packages' own units instead; the bundle keeps the source execution order
// (`strictExecutionOrder`), so a module's code runs only when something imports it,
// whichever chunk it travels in.

/** What the plan reads of the module graph. */
export interface ModuleGraph {
  /** Modules `id` imports statically. */
  imports(id: string): readonly string[];
  /** Source size in bytes. */
  size(id: string): number;
}

export interface PlanInput {
  graph: ModuleGraph;
  /**
   * The units readers load: the packages' public modules (top-level `dist/*.js`: the
   * components, icons, `Assets.js`...) and the modules the packages load lazily.
   */
  units: readonly string[];
  /** The units that are components (for how widely a module is used). */
  components: ReadonlySet<string>;
  /** Units every preview loads (the theme and translation registrations). */
  alwaysLoaded: readonly string[];
  /** The framework components are built on: what they use of it is one chunk. */
  isFramework(id: string): boolean;
  /** The chunk name for the modules of a unit, or for those a few components share. */
  nameOf(units: readonly string[]): string;
}

/** Modules used by at least this share of the components join the common chunk. */
export const COMMON_SHARE = 0.15;
/** Modules a few components share join the common chunk below this size. */
export const MIN_SHARED_BYTES = 10_000;

export const FRAMEWORK = "framework";
export const COMMON = "common";

/**
 * The chunk of every module a unit uses (any other module, such as the few the
 * packages ship unused, keeps a chunk of its own):
 * 1. the framework (what components use of the base package and its renderer) is
 *    one chunk;
 * 2. what every preview loads, and what many components use, is the common chunk;
 * 3. what a few components share is a chunk for those components, or, if small,
 *    joins the common chunk where it imports nothing beyond it;
 * 4. any other module goes with the smallest unit using it: a component's template,
 *    styles and helpers go with the component, an icon's variants with the icon.
 */
export function planChunks(input: PlanInput): Map<string, string> {
  const { graph, units, components } = input;
  const closures = new Map(units.map((unit) => [unit, closure(graph, [unit])]));
  const weight = new Map(units.map((unit) => [unit, sum(graph, closures.get(unit)!)]));
  // Smaller first; the id breaks ties, so the plan is the same on every run.
  const before = (a: string, b: string) => weight.get(a)! < weight.get(b)! || (weight.get(a) === weight.get(b) && a < b);
  const smallest = (candidates: readonly string[]) => candidates.reduce((best, unit) => (before(unit, best) ? unit : best));

  const users = new Map<string, string[]>();
  for (const unit of units) {
    for (const id of closures.get(unit)!) {
      if (!users.has(id)) users.set(id, []);
      users.get(id)!.push(unit);
    }
  }
  const alwaysLoaded = closure(graph, input.alwaysLoaded);
  const many = Math.max(2, Math.ceil(COMMON_SHARE * components.size));

  const chunks = new Map<string, string>();
  const shared = new Map<string, { users: string[]; modules: string[] }>();
  for (const [id, usedBy] of users) {
    const byComponents = usedBy.filter((unit) => components.has(unit));
    if (input.isFramework(id) && byComponents.length > 0) chunks.set(id, FRAMEWORK);
    else if (alwaysLoaded.has(id) || byComponents.length >= many) chunks.set(id, COMMON);
    else if (byComponents.length > 1) {
      const key = byComponents.join("\n");
      if (!shared.has(key)) shared.set(key, { users: byComponents, modules: [] });
      shared.get(key)!.modules.push(id);
    } else chunks.set(id, input.nameOf([smallest(byComponents.length > 0 ? byComponents : usedBy)]));
  }
  // A small group joins the common chunk, unless that makes every preview load more.
  const smallGroupChunks = new Map<string, string>();
  for (const group of shared.values()) {
    const small = sum(graph, new Set(group.modules)) < MIN_SHARED_BYTES;
    for (const id of group.modules) {
      chunks.set(id, small ? COMMON : input.nameOf(group.users));
      if (small) smallGroupChunks.set(id, input.nameOf(group.users));
    }
  }
  keepCommonSelfContained(graph, chunks, smallGroupChunks);
  return chunks;
}

/**
 * Takes out of the common chunk a small group's module that imports a module of another
 * chunk (but the framework's): in the common chunk, it would make every preview load
 * that chunk too (a calendar's date helper brought the date formatting to every page).
 * It joins that chunk when it imports no other (whoever loads it loads that chunk
 * anyway: no request more), else its group's own chunk. Repeated, as a module leaving
 * may leave a common module that imports it importing outside. What stays common then
 * imports only the common chunk and the framework's.
 *
 * Chunks keep importing only chunks of modules with more users, so they have no cycle,
 * which a preview started offline needs: es-module-shims runs a cycle of modules with
 * bindings missing until the cycle has run (web/src/offline/previewDocument.ts). A module
 * joining the one chunk it imports adds no import to that chunk but its own chunk's.
 */
function keepCommonSelfContained(graph: ModuleGraph, chunks: Map<string, string>, smallGroupChunks: ReadonlyMap<string, string>): void {
  const outside = (id: string) => {
    const chunk = chunks.get(id);
    return chunk !== undefined && chunk !== COMMON && chunk !== FRAMEWORK ? chunk : undefined;
  };
  for (let left = true; left; ) {
    left = false;
    for (const [id, groupChunk] of smallGroupChunks) {
      if (chunks.get(id) !== COMMON) continue;
      const imported = new Set(graph.imports(id).map(outside).filter((chunk) => chunk !== undefined));
      if (imported.size === 0) continue;
      chunks.set(id, imported.size === 1 ? [...imported][0] : groupChunk);
      left = true;
    }
  }
}

function closure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const seen = new Set(starts);
  const pending = [...starts];
  while (pending.length > 0) {
    for (const next of graph.imports(pending.pop()!)) {
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return seen;
}

function sum(graph: ModuleGraph, ids: Set<string>): number {
  let total = 0;
  for (const id of ids) total += graph.size(id);
  return total;
}
