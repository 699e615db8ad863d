/**
 * A list of pictures in a kind's form (a case study's photos): one row a picture, each a select of the media
 * library's pictures and its alt text, posted as `photos.0.image`, `photos.0.alt`, `photos.1.image`... Rows left
 * empty are dropped and the others closed up, so a message about `photos.1.alt` is beside the row that shows it.
 */
export interface PictureEntry {
  image: string;
  alt: string;
}

/** A row's field name: `photos.0.image`. */
export function slotName(name: string, index: number, part: keyof PictureEntry): string {
  return `${name}.${index}.${part}`;
}

/** The rows as posted, in their order, the empty ones left out. */
export function postedPictureList(name: string, posted: URLSearchParams): PictureEntry[] {
  const pattern = new RegExp(`^${name.replace(/\./g, '\\.')}\\.(\\d{1,3})\\.(image|alt)$`);
  const slots = new Map<number, PictureEntry>();
  for (const [key, value] of posted) {
    const match = pattern.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const slot = slots.get(index) ?? { image: '', alt: '' };
    slot[match[2] === 'image' ? 'image' : 'alt'] = value;
    slots.set(index, slot);
  }
  return [...slots.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, slot]) => slot)
    .filter((slot) => slot.image.trim() !== '' || slot.alt.trim() !== '');
}

/** A stored list as the rows show it. */
export function storedPictureList(value: unknown): PictureEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const { image, alt } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    return { image: typeof image === 'string' ? image : '', alt: typeof alt === 'string' ? alt : '' };
  });
}

/**
 * The form's values of a list: each row's two fields, and under the list's own name one line a picture (its alt text
 * and address), which the conflict panel and a revision show.
 */
export function pictureListValues(name: string, entries: readonly PictureEntry[]): Record<string, string> {
  const values: Record<string, string> = { [name]: entries.map((entry) => `${entry.alt} (${entry.image})`).join('\n') };
  entries.forEach((entry, index) => {
    values[slotName(name, index, 'image')] = entry.image;
    values[slotName(name, index, 'alt')] = entry.alt;
  });
  return values;
}

/** How many rows hold a picture in these values. */
export function filledRows(name: string, values: Readonly<Record<string, string>>): number {
  let count = 0;
  while (slotName(name, count, 'image') in values) count += 1;
  return count;
}
