/** "growth planning" -> "Growth planning". */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const smallNumbers = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A count as prose writes it: "ten" up to twelve, figures above ("14"). */
export function countInWords(count: number): string {
  return smallNumbers[count] ?? String(count);
}
