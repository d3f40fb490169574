// The code blocks of the docs (README.md and docs/*.md), for the tests that
// run them: tests/js/docs.test.js under Node, tests/e2e/docs.test.js in
// Chromium. No DOM and no engine here, so both can import it.
//
// A ```js block runs as printed, in a fresh process (or page) of its own,
// `import … from 'pathrace'` resolving to this package. An HTML comment on
// the line before its fence (blank lines between are allowed) says otherwise:
//   <!-- fragment: why it cannot run -->  not run: skipped, with the reason
//   <!-- browser -->                      run in Chromium instead of Node
// A `// → text` comment on a line says what that line's console.log prints
// (Node's util.format, each run of blanks one space; `…` stands for any
// text). When a block
// has any, its output must be exactly those lines, in order.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The docs, as paths from the root: README.md, then docs/*.md. */
export function docFiles() {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort();
  return ['README.md', ...docs.map((f) => `docs/${f}`)];
}

/** A doc's text, split into lines. */
export function docLines(file) {
  return readFileSync(path.join(root, file), 'utf8').split('\n');
}

/**
 * Every fenced block of a doc: { file, line (of the opening fence, from 1),
 * lang, code, mark: { kind: 'fragment' | 'browser', reason } | null }.
 */
export function codeBlocks(file) {
  const lines = docLines(file);
  const blocks = [];
  for (let i = 0; i < lines.length; ++i) {
    const open = /^(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]);
    if (!open) continue;
    let end = i + 1;
    while (end < lines.length && !lines[end].startsWith(open[1])) ++end;
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === '') --before;
    const mark = /^<!--\s*(fragment|browser)\b:?\s*(.*?)\s*-->$/.exec(lines[before]?.trim() ?? '');
    blocks.push({
      file,
      line: i + 1,
      lang: open[2],
      code: `${lines.slice(i + 1, end).join('\n')}\n`,
      mark: mark ? { kind: mark[1], reason: mark[2] } : null,
    });
    i = end;
  }
  return blocks;
}

/** Whether a block is JavaScript the tests run. */
export const isScript = (block) => block.lang === 'js' || block.lang === 'javascript';

/** What a block says it prints: the text of its `// →` comments, in order. */
export function expectedOutput(code) {
  return [...code.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1].trim());
}

/** Checks printed lines against a block's `// →` comments; returns what differs, or null. */
export function outputMismatch(printed, expected) {
  if (expected.length === 0) return null;
  const pattern = (text) =>
    new RegExp(
      `^${text
        .split('…')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
  const lines = printed.filter((line, i) => line !== '' || i < printed.length - 1);
  if (lines.length === expected.length && lines.every((line, i) => pattern(expected[i]).test(line)))
    return null;
  return `printed:\n  ${lines.join('\n  ')}\nthe block's // → comments say:\n  ${expected.join('\n  ')}`;
}

/**
 * A doc's relative links, outside code: { target (as written), to (the file it names, as a path
 * from the root; the doc itself for a bare #anchor), anchor (undefined without one) }. Links with
 * a scheme (https:, mailto:, …) are left out.
 */
export function relativeLinks(file) {
  const text = docLines(file)
    .join('\n')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const links = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [where, anchor] = target.split('#');
    const to = where === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), where));
    links.push({ target, to, anchor });
  }
  return links;
}

/** A heading's #anchor as GitHub makes it (before de-duplication): its text, lower case, punctuation dropped, spaces as '-'. */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The #anchors of a doc's headings, duplicates numbered as GitHub numbers them (-1, -2, …). */
export function anchors(file) {
  const seen = new Map();
  const result = new Set();
  let fence = null;
  for (const line of docLines(file)) {
    const f = /^(`{3,}|~{3,})/.exec(line);
    if (f && (fence === null || line.startsWith(fence))) fence = fence === null ? f[1] : null;
    const h = fence === null && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const base = slug(h[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    result.add(n === 0 ? base : `${base}-${n}`);
  }
  return result;
}
