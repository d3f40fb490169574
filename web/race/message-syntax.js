// The message syntax of the catalogues (messages.js says it in full): a
// message's text compiled into parts — a string, or { arg } for {name},
// { arg, type: 'capital' }, { arg, type: 'plural' | 'select', cases: name → parts },
// and { hash: true } for # inside a plural. messages.js renders them; a
// mistake in the text is an Error saying what and where.

/** `text` as parts; throws an Error naming the mistake and its offset. */
export function compile(text) {
  let i = 0;
  function parse(inPlural, depth) {
    const parts = [];
    let literal = '';
    while (i < text.length) {
      const c = text[i];
      if (c === '}') {
        if (depth === 0) throw new Error(`an unmatched "}" at ${i}`);
        break;
      }
      if (c === '#' && inPlural) {
        if (literal) parts.push(literal);
        literal = '';
        parts.push({ hash: true });
        ++i;
        continue;
      }
      if (c !== '{') {
        literal += c;
        ++i;
        continue;
      }
      if (literal) parts.push(literal);
      literal = '';
      ++i;
      parts.push(parseArgument(depth));
    }
    if (literal) parts.push(literal);
    return parts;
  }
  function parseArgument(depth) {
    const close = text.slice(i).search(/[,}]/);
    if (close < 0) throw new Error(`an unclosed "{" before ${i}`);
    const arg = text.slice(i, i + close).trim();
    if (!/^[A-Za-z_][\w]*$/.test(arg)) throw new Error(`a bad argument name "${arg}" at ${i}`);
    i += close;
    if (text[i] === '}') {
      ++i;
      return { arg };
    }
    ++i; // ','
    const typeEnd = text.slice(i).search(/[,}]/);
    if (typeEnd < 0) throw new Error(`an unclosed "{${arg}," at ${i}`);
    const type = text.slice(i, i + typeEnd).trim();
    i += typeEnd;
    if (type === 'capital') {
      if (text[i] !== '}') throw new Error(`"{${arg}, capital}" takes no cases`);
      ++i;
      return { arg, type };
    }
    if (type !== 'plural' && type !== 'select') throw new Error(`an unknown type "${type}" for {${arg}}`);
    ++i; // ','
    const cases = {};
    for (;;) {
      while (/\s/.test(text[i] ?? '')) ++i;
      if (text[i] === '}') {
        ++i;
        break;
      }
      const open = text.indexOf('{', i);
      if (open < 0) throw new Error(`a case of {${arg}, ${type}} without "{"`);
      const name = text.slice(i, open).trim();
      if (!name || /\s/.test(name)) throw new Error(`a bad case name "${name}" in {${arg}, ${type}}`);
      i = open + 1;
      cases[name] = parse(type === 'plural', depth + 1);
      if (text[i] !== '}') throw new Error(`an unclosed case "${name}" in {${arg}, ${type}}`);
      ++i;
    }
    if (!('other' in cases)) throw new Error(`{${arg}, ${type}} has no "other" case`);
    return { arg, type, cases };
  }
  const parts = parse(false, 0);
  if (i < text.length) throw new Error(`an unmatched "}" at ${i}`);
  return parts;
}
