// Docs that cannot drift. Every ```js block of README.md and docs/*.md runs
// as printed, each in a Node process of its own, `pathrace` resolving to
// this package as built in the tree, and prints what its `// →` comments say
// (tests/js/doc-blocks.js has the rules); a fragment is skipped with its
// reason; a browser block is left to tests/e2e/docs.test.js, which runs it
// in Chromium.
// The attribute table of docs/embed.md agrees with the element's parser both
// ways; every relative link and #anchor resolves, and names a file the npm
// package ships (the guides are packed, so links work on npm and in
// node_modules); the README stays a front door that opens with the install
// and an example; `npm run docs` makes a reference page for every exported
// class.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { mapNames } from '../../scripts/copy-maps.mjs';
import { attributeNames, choices, readSettings, resolveRules } from '../../web/embed/attributes.js';
import { PathRaceElement } from '../../web/embed/path-race.js';
import { racePresets } from '../../web/race/lessons.js';
import { presetById, presets } from '../../web/race/maps.js';
import {
  anchors,
  codeBlocks,
  docFiles,
  docLines,
  expectedOutput,
  isScript,
  outputMismatch,
  relativeLinks,
  root,
  slug,
} from './doc-blocks.js';

const run = promisify(execFile);
const files = docFiles();
const blocks = files.flatMap(codeBlocks);
const scripts = blocks.filter((b) => isScript(b) && b.mark?.kind !== 'browser');

let work;
before(() => {
  // Inside the package, so that `import … from 'pathrace'` is the package itself.
  mkdirSync(path.join(root, 'build'), { recursive: true });
  work = mkdtempSync(path.join(root, 'build', 'doc-blocks-'));
  // One line per console.log, as the `// →` comments write it.
  writeFileSync(
    path.join(work, 'one-line-console.mjs'),
    "import { format } from 'node:util';\n" +
      "console.log = (...args) => process.stdout.write(`${format(...args).replace(/\\s+/g, ' ')}\\n`);\n",
  );
});
after(() => rmSync(work, { recursive: true, force: true }));

const skipReason = ({ mark }) => (mark?.kind === 'fragment' ? `fragment: ${mark.reason}` : false);

describe('every ```js block of the docs runs as printed', { concurrency: 2 }, () => {
  test('there are blocks to run, and each fragment says why it cannot run', () => {
    assert.ok(
      scripts.some((b) => !b.mark),
      'the docs have runnable examples',
    );
    for (const b of scripts)
      if (b.mark?.kind === 'fragment')
        assert.ok(b.mark.reason.length > 0, `${b.file}:${b.line} gives a reason`);
  });
  for (const block of scripts)
    test(`${block.file}:${block.line}`, { skip: skipReason(block) }, async () => {
      const file = path.join(work, `${block.file.replace(/\W/g, '-')}-${block.line}.mjs`);
      writeFileSync(file, block.code);
      let stdout;
      try {
        ({ stdout } = await run(
          process.execPath,
          ['--import', pathToFileURL(path.join(work, 'one-line-console.mjs')).href, file],
          { cwd: root, timeout: 120_000 },
        ));
      } catch (error) {
        assert.fail(`${block.file}:${block.line} failed:\n${error.stderr || error.message}`);
      }
      const mismatch = outputMismatch(stdout.split('\n'), expectedOutput(block.code));
      assert.equal(mismatch, null, `${block.file}:${block.line}\n${mismatch}`);
    });
});

test('the README is a front door: at most 200 lines, the npm example, the embed and the API in the first 60', () => {
  const lines = docLines('README.md');
  assert.ok(lines.length <= 200, `README.md has ${lines.length} lines`);
  const example = codeBlocks('README.md').find((b) => isScript(b) && b.code.includes("from 'pathrace'"));
  assert.ok(example, 'the README has an npm example');
  assert.ok(example.code.trimEnd().split('\n').length <= 12, 'the npm example has at most 12 lines');
  const firstScreen = lines.slice(0, 60).join('\n');
  assert.ok(example.line <= 60, 'the npm example starts on the first screen');
  assert.match(firstScreen, /<path-race [^>]*>/, 'the embed snippet is on the first screen');
  for (const line of docLines('docs/api.md').filter((l) => l.startsWith('## '))) {
    const anchor = slug(line.slice(3));
    assert.ok(
      firstScreen.includes(`(docs/api.md#${anchor})`),
      `the first screen links docs/api.md#${anchor}`,
    );
  }
});

test('every version the docs pin is the package.json version', () => {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  let pins = 0;
  for (const file of files)
    for (const m of docLines(file)
      .join('\n')
      .matchAll(/\bpathrace@(\d+\.\d+\.\d+\S*?)\//g)) {
      ++pins;
      assert.equal(m[1], version, `${file} pins pathrace@${m[1]}`);
    }
  assert.ok(pins > 0, 'the CDN snippets pin a version');
});

test('every relative link and #anchor in the docs resolves', () => {
  let checked = 0;
  for (const file of files)
    for (const { target, to, anchor } of relativeLinks(file)) {
      ++checked;
      assert.ok(existsSync(path.join(root, to)), `${file}: ${target} (no ${to})`);
      if (anchor !== undefined) {
        assert.ok(to.endsWith('.md'), `${file}: ${target} has an anchor into a file that is not markdown`);
        assert.ok(anchors(to).has(anchor), `${file}: ${target} (no heading #${anchor} in ${to})`);
      }
    }
  assert.ok(checked > 0);
});

// ---------------------------------------------------------- the README on npm

test("the README's first code blocks are the install and an example that runs", () => {
  const [install, example] = codeBlocks('README.md');
  const firstHeading = docLines('README.md').findIndex((l) => l.startsWith('## ')) + 1;
  assert.equal(install.lang, 'sh', 'the first block is a shell command');
  assert.equal(install.code.trim(), 'npm install pathrace', 'the first block installs the package');
  assert.ok(isScript(example), 'the second block is JavaScript');
  assert.equal(example.mark, null, 'the example is not a fragment: the block test above runs it');
  assert.ok(example.line < firstHeading, 'both come before the first section');
  for (const name of ["from 'pathrace'", 'await init()', 'Grid.fromRows(', '.findPath(', '.dispose()'])
    assert.ok(example.code.includes(name), `the example uses ${name}`);
  assert.ok(expectedOutput(example.code).length > 0, 'the example says what it prints');
  // What the example prints is explained before anything else: found, path and cost.
  const after = docLines('README.md')
    .slice(example.line + example.code.split('\n').length, firstHeading)
    .join('\n');
  for (const field of ['found', 'path', 'cost'])
    assert.match(after, new RegExp(`\`${field}\``), `the text after the example says what ${field} is`);
});

test('every relative link in the README and the guides it ships names a file the npm package ships', async () => {
  // npm's own list of what `npm pack` puts in the tarball (no build: scripts are not run).
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    timeout: 120_000,
  });
  const shipped = new Set(JSON.parse(stdout)[0].files.map((f) => f.path));
  assert.ok(shipped.has('README.md') && shipped.has('package.json'), `npm pack lists ${[...shipped]}`);
  const guides = files.filter((f) => f !== 'README.md');
  for (const guide of guides) assert.ok(shipped.has(guide), `${guide} ships in the package`);
  assert.deepEqual(
    [...shipped].filter((f) => f.startsWith('docs/') && !guides.includes(f)),
    [],
    'docs/ ships its guides and nothing else (not docs/reference, the TypeDoc set-up)',
  );
  let checked = 0;
  for (const file of files)
    for (const { target, to } of relativeLinks(file)) {
      ++checked;
      assert.ok(shipped.has(to), `${file}: ${target} names ${to}, which the package does not ship`);
    }
  assert.ok(checked > 0);
});

// ---------------------------------------------------------- the attribute table

// The table whose header is | Attribute | Default | Values |: its rows' attribute names and the
// words in code spans of the other two cells.
function attributeTable() {
  const lines = docLines('docs/embed.md');
  const head = lines.findIndex((l) => /^\|\s*Attribute\s*\|\s*Default\s*\|\s*Values\s*\|\s*$/.test(l));
  assert.ok(head >= 0, 'docs/embed.md has the attribute table');
  const rows = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const [names, defaults, values] = line.split('|').slice(1, -1);
    const spans = (cell) => [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1]);
    rows.push({ names: spans(names), defaults: spans(defaults), values: spans(values), line });
  }
  return rows;
}

// What a race runs with under these attribute texts (the rules resolved as the element resolves them).
function effective(get) {
  const { settings, problems } = readSettings(get, { base: 'https://blog.example.org/post.html' });
  const { panels, ...rest } = settings;
  return { problems, settings: { ...rest, ...resolveRules(settings, presetById(settings.map.id)?.options) } };
}

// A word of a cell is a value for the row's attribute, or `name="value"` for another attribute.
function reading(attribute, word) {
  const m = /^([a-z-]+)="([^"]*)"$/.exec(word);
  return m ? { name: m[1], text: m[2] } : { name: attribute, text: word };
}

test('the attribute table documents every attribute the element observes, and only those', () => {
  const documented = attributeTable().flatMap((r) => r.names);
  assert.deepEqual([...documented].sort(), [...PathRaceElement.observedAttributes].sort());
  // lang is HTML's own attribute: the element observes it, readSettings() does not read it.
  assert.deepEqual([...attributeNames, 'lang'].sort(), [...PathRaceElement.observedAttributes].sort());
});

test('every word the table gives is one the parser takes, and each default is the one it uses', () => {
  const absent = effective(() => null).settings;
  for (const row of attributeTable()) {
    for (const name of row.names)
      for (const word of [...row.defaults, ...row.values]) {
        const { name: attribute, text } = reading(name, word);
        const { problems } = effective((n) => (n === attribute ? text : null));
        assert.deepEqual(problems, [], `${attribute}="${text}" (${row.line}) is refused`);
      }
    // The first word of the Default cell, one per attribute of the row, is what no attribute means.
    row.names.forEach((name, i) => {
      const word = row.defaults.length === row.names.length ? row.defaults[i] : row.defaults[0];
      if (word === undefined) return;
      assert.deepEqual(
        effective((n) => (n === name ? word : null)).settings,
        absent,
        `${name}'s default is ${word} (${row.line})`,
      );
    });
  }
});

test("every word an attribute of a list accepts is in the table, and the table's lists hold nothing else", () => {
  const rows = attributeTable();
  for (const [name, accepted] of Object.entries(choices)) {
    const row = rows.find((r) => r.names.includes(name));
    assert.ok(row, `${name} has a row`);
    const listed = row.values.filter((w) => /^[a-z-]+$/.test(w));
    assert.deepEqual([...new Set(listed)].sort(), [...accepted].sort(), `${name}'s values`);
  }
  // The map row names every preset and lesson race with its own map, and the Moving AI maps served.
  const map = rows.find((r) => r.names.includes('map')).values;
  for (const id of [...presets, ...racePresets].map((p) => p.id).filter((id) => presetById(id)))
    assert.ok(map.includes(id), `map ${id} is in the table`);
  for (const name of mapNames) assert.ok(map.includes(name), `the Moving AI map ${name} is in the table`);
  for (const word of map)
    if (/^[A-Za-z][\w-]*$/.test(word))
      assert.ok(
        presetById(word) || mapNames.includes(word),
        `map ${word} is a preset, a lesson or a served map`,
      );
});

// ---------------------------------------------------------- the API reference

test('npm run docs makes a reference page for every exported class', async () => {
  assert.ok(
    existsSync(path.join(root, 'docs', 'reference', 'node_modules', 'typedoc')),
    'TypeDoc is installed (npm ci installs docs/reference with the dev dependencies)',
  );
  const out = path.join(work, 'api');
  await run('npm', ['run', '--silent', 'docs', '--', '--out', out], { cwd: root, timeout: 300_000 });
  const classes = ['index.d.ts', 'worker.d.ts'].flatMap((f) =>
    [
      ...readFileSync(path.join(root, 'web', 'lib', f), 'utf8').matchAll(
        /^export (?:declare )?class (\w+)/gm,
      ),
    ].map((m) => m[1]),
  );
  assert.ok(classes.length > 0, 'the declarations export classes');
  const pages = readdirSync(path.join(out, 'classes'));
  for (const name of classes)
    assert.ok(
      pages.some((p) => p.endsWith(`.${name}.html`)),
      `a page for ${name} in ${pages.join(', ')}`,
    );
  assert.ok(existsSync(path.join(out, 'index.html')));
});
