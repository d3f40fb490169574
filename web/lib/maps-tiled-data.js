// The tiles of one Tiled layer, or one chunk of an infinite map, as GIDs:
// `data` as an array, as CSV text, or as base64 bytes, plain or compressed
// with zlib or gzip. Decompression is the platform's DecompressionStream
// (browsers, Node ≥ 18), which only works asynchronously: hence the promise.
import { describe } from './errors.js';
import { mapError, unsupportedMap } from './maps-input.js';

const maxGid = 0xffffffff;

/**
 * The `count` GIDs, flip bits still on, of `source` ({ data, encoding,
 * compression }: a layer or a chunk with its layer's encoding) → a
 * Uint32Array. `where` names it for errors: { method, label, layer }.
 */
export async function gidsOf(source, count, where) {
  const { data, encoding, compression } = source;
  if (Array.isArray(data)) return fromNumbers(data, count, where);
  if (typeof data !== 'string')
    throw fail(where, 'bad-data', `has no data: an array of tile GIDs, CSV text or base64 text`);
  if (encoding === undefined || encoding === 'csv') {
    if (compression !== undefined && compression !== '')
      throw fail(where, 'unknown-compression', `is CSV text compressed with ${describe(compression)}`);
    return fromCsv(data, count, where);
  }
  if (encoding !== 'base64')
    throw fail(
      where,
      'unknown-encoding',
      `has encoding ${describe(encoding)}; Tiled writes "csv" or "base64"`,
    );
  if (compression === undefined || compression === '')
    return fromBytes(base64Bytes(data, where), count, where);
  if (compression === 'zstd')
    throw unsupportedMap(
      where.method,
      'unsupported-compression',
      `${where.label} is compressed with zstd, which the platform cannot decompress (DecompressionStream knows zlib and gzip): save the map with zlib, gzip or no compression`,
      { layer: where.layer },
    );
  if (compression !== 'zlib' && compression !== 'gzip')
    throw fail(
      where,
      'unknown-compression',
      `has compression ${describe(compression)}; Tiled writes "zlib", "gzip" or "zstd"`,
    );
  return fromBytes(await inflate(base64Bytes(data, where), compression, 4 * count, where), count, where);
}

function fail(where, reason, detail) {
  return mapError(where.method, reason, `${where.label} ${detail}`, { layer: where.layer });
}

function wrongCount(where, got, count) {
  return fail(where, 'bad-data-length', `holds ${got} tiles but the ${where.size} needs ${count}`);
}

// Tiled writes GIDs unsigned; a negative one is a flipped GID from a tool that
// wrote it as a signed 32-bit number, the same bits.
function fromNumbers(data, count, where) {
  if (data.length !== count) throw wrongCount(where, data.length, count);
  const gids = new Uint32Array(count);
  for (let i = 0; i < count; ++i) {
    const gid = data[i];
    if (!Number.isInteger(gid) || gid < -0x80000000 || gid > maxGid)
      throw fail(where, 'bad-data', `data[${i}] is ${describe(gid)}, not a tile GID`);
    gids[i] = gid >>> 0;
  }
  return gids;
}

function fromCsv(text, count, where) {
  const fields = text.trim() === '' ? [] : text.split(',');
  // A CSV block written row by row may end its last row with a comma.
  if (fields.length === count + 1 && fields[count].trim() === '') fields.pop();
  if (fields.length !== count) throw wrongCount(where, fields.length, count);
  const gids = new Uint32Array(count);
  for (let i = 0; i < count; ++i) {
    const field = fields[i].trim();
    if (!/^\d{1,10}$/.test(field) || Number(field) > maxGid)
      throw fail(where, 'bad-data', `CSV field ${i + 1} is ${describe(field)}, not a tile GID`);
    gids[i] = Number(field);
  }
  return gids;
}

function base64Bytes(text, where) {
  const clean = text.replace(/\s+/g, '');
  if (clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean))
    throw fail(where, 'bad-data', 'has encoding "base64" but its data is not base64 text');
  return Uint8Array.from(atob(clean), (c) => c.charCodeAt(0));
}

// Little-endian unsigned 32-bit GIDs, as Tiled's format says.
function fromBytes(bytes, count, where) {
  if (bytes.length !== 4 * count) {
    if (bytes.length % 4 !== 0)
      throw fail(where, 'bad-data', `decodes to ${bytes.length} bytes, not 4 per tile`);
    throw wrongCount(where, bytes.length / 4, count);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const gids = new Uint32Array(count);
  for (let i = 0; i < count; ++i) gids[i] = view.getUint32(4 * i, true);
  return gids;
}

// Reads no more than the layer needs: a small stream that inflates to
// gigabytes stops at the first byte too many.
async function inflate(bytes, compression, expected, where) {
  if (typeof DecompressionStream !== 'function')
    throw unsupportedMap(
      where.method,
      'unsupported-compression',
      `${where.label} is compressed with ${compression}, and this runtime has no DecompressionStream to decompress it`,
      { layer: where.layer },
    );
  const reader = new Blob([bytes])
    .stream()
    .pipeThrough(new DecompressionStream(compression === 'zlib' ? 'deflate' : 'gzip'))
    .getReader();
  const out = new Uint8Array(expected);
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.length > expected) {
        reader.cancel().catch(() => {});
        throw fail(
          where,
          'bad-data-length',
          `decompresses to more than the ${expected} bytes the ${where.size} needs`,
        );
      }
      out.set(value, length);
      length += value.length;
    }
  } catch (cause) {
    if (cause?.code === 'invalid-map') throw cause;
    throw mapError(
      where.method,
      'bad-data',
      `${where.label} is not valid ${compression} data (${cause?.message ?? cause})`,
      { layer: where.layer, cause },
    );
  }
  return out.subarray(0, length);
}
