// A figure's words: the fonts it names, and its sentences in lines with no
// DOM to measure them — widths guessed generously from the characters (a
// Chinese character one em, a Latin letter about half), lines broken where
// each script breaks: at spaces between words, and between any two Chinese
// characters except before closing punctuation (，。：；）) or after
// opening punctuation (（).

// Fonts by name, unquoted (resvg, the command line's rasteriser, reads a
// quoted name after the first as no name at all).
const systemFonts = 'system-ui, -apple-system, Segoe UI, Roboto',
  latinFonts = 'Helvetica Neue, Arial, Noto Sans, DejaVu Sans, Liberation Sans',
  chineseFonts =
    'PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei';

/**
 * The font of a figure's text in language `lang`: the panels' own, then
 * common fonts a rasteriser finds by name — for Chinese, fonts with its
 * glyphs first (a rasteriser draws a text in the first font it has).
 */
export function figureFont(lang = 'en') {
  const chinese = /^zh\b/i.test(lang);
  return `${systemFonts}, ${chinese ? chineseFonts : latinFonts}, ${chinese ? latinFonts : chineseFonts}, sans-serif`;
}

// Han, kana, Hangul, CJK punctuation and full-width forms: one em each.
const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
// Punctuation that never starts a line, and that never ends one.
const noStart = /[，。、：；！？）」』》〉】”’·…]/u;
const noEnd = /[（「『《〈【“‘]/u;

/** A guess at `text`'s width in ems, on the generous side (a bold text at `bold`). */
export function textEms(text, bold = false) {
  let w = 0;
  for (const c of text) {
    if (wide.test(c)) w += 1;
    else if (c === ' ') w += 0.3;
    else if (/[A-Z]/.test(c)) w += 0.7;
    else if (/[mwMW@%]/.test(c)) w += 0.9;
    else if (/[.,:;'|!ilj()[\]]/.test(c)) w += 0.32;
    else w += 0.58;
  }
  return bold ? w * 1.06 : w;
}

// The pieces a line may break between: a word, a wide character (with the punctuation that sticks to it), or a space.
function pieces(text) {
  const out = [];
  let word = '';
  const flush = () => {
    if (word) out.push({ text: word });
    word = '';
  };
  for (const c of text) {
    if (c === ' ' || c === '\n') {
      flush();
      out.push({ space: true });
    } else if (wide.test(c)) {
      const last = out.at(-1);
      if (noStart.test(c) && (word || (last && !last.space))) {
        // Closing punctuation stays with what it closes.
        if (word) word += c;
        else last.text += c;
      } else {
        flush();
        if (last && !last.space && noEnd.test(last.text.at(-1))) last.text += c;
        else out.push({ text: c });
      }
    } else {
      const last = out.at(-1);
      // A word right after opening punctuation stays with it.
      if (!word && last && !last.space && noEnd.test(last.text.at(-1))) {
        out.pop();
        word = last.text;
      }
      word += c;
    }
  }
  flush();
  return out;
}

/** `text` in lines of at most `width` px at `size` px (a word longer than a line has a line of its own). */
export function textLines(text, width, size, bold = false) {
  const lines = [];
  let line = '',
    space = false;
  const room = width / size;
  for (const p of pieces(String(text))) {
    if (p.space) {
      space = line !== '';
      continue;
    }
    const next = line + (space ? ' ' : '') + p.text;
    if (line && textEms(next, bold) > room) {
      lines.push(line);
      line = p.text;
    } else line = next;
    space = false;
  }
  if (line) lines.push(line);
  return lines;
}
