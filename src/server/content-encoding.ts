/**
 * The encoding of an answer (page data, a page) for an `Accept-Encoding` header: the one the client weighs
 * highest, Brotli on a tie (fewer bytes), never one it gave `q=0`, and the body as it is when it
 * takes neither. Codings it does not name are as acceptable as its `*`.
 */
export function responseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => /^q=/.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}
