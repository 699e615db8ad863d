/**
 * Reading Accept-Encoding (RFC 9110 12.5.3), shared by the compression
 * middleware and the page cache so both send the same coding to the same
 * client. A coding listed with `q=0` is refused, not accepted: a word match on
 * "br" would send brotli to a client that said `br;q=0`.
 */

/** The weight a client gives `coding`: its own entry, else `*`, else 0 (not acceptable). */
export function encodingWeight(acceptEncoding: string | undefined, coding: string): number {
  if (!acceptEncoding) return 0;
  let wildcard = 0;
  for (const element of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = element.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    const weight = qValue(params);
    if (name === coding) return weight;
    if (name === '*') wildcard = weight;
  }
  return wildcard;
}

/**
 * The weight of one list element: 1 without a q parameter, 0 when the q value
 * is malformed (sending the body uncompressed is never wrong).
 */
function qValue(params: string[]): number {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const text = value.trim();
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text)) return 0;
    return Number(text);
  }
  return 1;
}

/** The coding of `offered` the client weighs highest (ties go to the earlier one), or null to send the body as it is. */
export function preferredEncoding<T extends string>(
  acceptEncoding: string | undefined,
  offered: readonly T[],
): T | null {
  let best: T | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = encodingWeight(acceptEncoding, coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return encodingWeight(acceptEncoding, 'br') > 0;
}

/** Adds Accept-Encoding to Vary once, however many layers say the answer depends on it. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const listed = (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (listed.includes('accept-encoding') || listed.includes('*')) return;
  headers.append('vary', 'accept-encoding');
}
