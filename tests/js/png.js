// A PNG read back for the tests, with nothing but node:zlib: its size and,
// for 8-bit RGB or RGBA without interlacing (what the command line's
// rasteriser writes), its pixels — so a test checks the image, not the
// code that made it.
import { inflateSync } from 'node:zlib';

const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** A PNG's { width, height, channels, pixel(x, y) → [r, g, b] }; throws on anything else. */
export function readPng(bytes) {
  const buf = Buffer.from(bytes);
  if (!buf.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  let at = 8,
    header = null;
  const data = [];
  while (at < buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const body = buf.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8],
        colour: body[9],
        interlace: body[12],
      };
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const { width, height, depth, colour, interlace } = header;
  const channels = { 2: 3, 6: 4 }[colour];
  if (depth !== 8 || !channels || interlace)
    throw new Error(`a PNG of depth ${depth}, colour type ${colour}`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; ++y) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; ++i) {
      const a = i >= channels ? out[y * stride + i - channels] : 0;
      const b = y > 0 ? out[(y - 1) * stride + i] : 0;
      const c = y > 0 && i >= channels ? out[(y - 1) * stride + i - channels] : 0;
      const p = a + b - c;
      const pa = Math.abs(p - a),
        pb = Math.abs(p - b),
        pc = Math.abs(p - c);
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      out[y * stride + i] = (line[i] + predicted) & 255;
    }
  }
  return {
    width,
    height,
    channels,
    pixel: (x, y) => [...out.subarray(y * stride + x * channels, y * stride + x * channels + 3)],
  };
}
