/**
 * Text for pdf-lib's standard fonts. They encode WinAnsi only (Latin-1 and a
 * few typographic marks such as ’ “ ” – €): any other character makes pdf-lib
 * throw, and a learner's name may hold an emoji or a non-Latin letter.
 */

/** Invisible joiners and modifiers of an emoji or a script (ZWJ, variation selectors, skin tones): dropped, not replaced. */
const INVISIBLE = /^[\p{Cf}\p{M}\p{Emoji_Modifier}]$/u;

/**
 * The text with every character the font cannot encode replaced: a letter
 * with a mark the font lacks becomes its base letter (ő → o, ą → a), anything
 * else a '?'; line breaks and tabs become spaces (drawText would break lines).
 */
export function encodableText(text: string, encodable: ReadonlySet<number>): string {
  let out = '';
  for (const character of text.normalize('NFC')) {
    if (/\s/u.test(character)) out += ' ';
    else if (encodable.has(character.codePointAt(0) as number)) out += character;
    else if (INVISIBLE.test(character)) continue;
    else {
      const base = character.normalize('NFD').replace(/\p{M}/gu, '');
      const baseFits =
        base !== '' && base !== character && [...base].every((part) => encodable.has(part.codePointAt(0) as number));
      out += baseFits ? base : '?';
    }
  }
  return out;
}
