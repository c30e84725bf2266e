/**
 * The import graph of the sources, for the architecture tests: every relative import of every .ts and
 * .vue file, type-only imports left out (the compiler erases them, they cannot make a cycle at run time).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');

/** Every .ts and .vue file under `dir` (repository-relative paths, `/` separated), tests left out. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|vue)$/.test(name) && !/\.(test|spec)\.ts$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(ROOT, p).split('\\').join('/'));
    }
  };
  walk(join(ROOT, dir));
  return out.sort();
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(ROOT, dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.vue`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate).split('\\').join('/');
  }
  return null;
}

/** The run-time imports of one file (relative ones only: packages cannot import our files back). */
export function runtimeImports(file: string): string[] {
  return importsOf(file, false);
}

/** Every relative import of one file, type-only ones included: what a reader has to hold in mind. */
export function allImports(file: string): string[] {
  return importsOf(file, true);
}

function importsOf(file: string, withTypes: boolean): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    if (withTypes) {
      const target = resolveImport(file, m[3]!);
      if (target) found.push(target);
      continue;
    }
    if (m[2]) continue; // import type / export type
    // import { type A, type B } from: every name type-only, erased as well
    const clause = m[0].slice(m[0].indexOf(m[1]!) + m[1]!.length, m[0].lastIndexOf('from'));
    const names = /\{([^}]*)\}/.exec(clause);
    if (names && !/^\s*[\w$]+\s*,/.test(clause) && names[1]!.split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '))) continue;
    const target = resolveImport(file, m[3]!);
    if (target) found.push(target);
  }
  for (const m of text.matchAll(DYNAMIC)) {
    const target = resolveImport(file, m[1]!);
    if (target) found.push(target);
  }
  return found;
}

/** The import cycles among `files`: each as the list of files around it (type-only imports too with `withTypes`). */
export function importCycles(files: readonly string[], withTypes = false): string[][] {
  return cycles(new Map(files.map((f) => [f, withTypes ? allImports(f) : runtimeImports(f)])));
}

/** The cycles of a graph: its strongly connected components of more than one node, or a node importing itself. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const files = [...graph.keys()];
  // Tarjan's strongly connected components.
  let index = 0;
  const idx = new Map<string, number>(), low = new Map<string, number>(), onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); component.push(w); } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  return cycles;
}
