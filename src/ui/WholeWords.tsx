import { Fragment } from 'react';

/**
 * Text for a line clamp: each word is its own unbreakable box, so the clamp's ellipsis
 * replaces whole words. On plain text Chromium cuts the last word to make room for the
 * ellipsis ("Boarding i…"). The text and the accessible name stay the same.
 */
export function WholeWords({ text }: { text: string }) {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word, index) => (
      // A word may repeat in a text, and the words of a fixed text never move: their place is their key.
      <Fragment key={index}>
        {index > 0 ? ' ' : null}
        <span className="inline-block">{word}</span>
      </Fragment>
    ));
}
