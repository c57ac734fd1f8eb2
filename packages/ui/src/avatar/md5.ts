// MD5 (RFC 1321) over the UTF-8 bytes of a string. Not for security: it only builds image URLs that need it.

const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const CONSTANTS = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

function padded(bytes: Uint8Array): DataView {
  const length = (((bytes.length + 8) >>> 6) + 1) * 64;
  const buffer = new Uint8Array(length);
  buffer.set(bytes);
  buffer[bytes.length] = 0x80;
  const view = new DataView(buffer.buffer);
  const bits = bytes.length * 8;
  view.setUint32(length - 8, bits >>> 0, true);
  view.setUint32(length - 4, Math.floor(bits / 2 ** 32), true);
  return view;
}

function round(i: number, b: number, c: number, d: number): [number, number] {
  if (i < 16) return [(b & c) | (~b & d), i];
  if (i < 32) return [(d & b) | (~d & c), (5 * i + 1) % 16];
  if (i < 48) return [b ^ c ^ d, (3 * i + 5) % 16];
  return [c ^ (b | ~d), (7 * i) % 16];
}

function toHexLittleEndian(word: number): string {
  let hex = "";
  for (let byte = 0; byte < 4; byte++) hex += ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, "0");
  return hex;
}

/** The MD5 digest of a string's UTF-8 bytes as 32 lowercase hex digits; "" for "". */
export function md5Hex(input: string): string {
  if (input === "") return "";
  const view = padded(new TextEncoder().encode(input));
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let offset = 0; offset < view.byteLength; offset += 64) {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const [mixed, wordIndex] = round(i, b, c, d);
      const sum = (a + mixed + (CONSTANTS[i] as number) + view.getUint32(offset + wordIndex * 4, true)) >>> 0;
      const shift = SHIFTS[(i >>> 4) * 4 + (i % 4)] as number;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    state[0] = ((state[0] as number) + a) >>> 0;
    state[1] = ((state[1] as number) + b) >>> 0;
    state[2] = ((state[2] as number) + c) >>> 0;
    state[3] = ((state[3] as number) + d) >>> 0;
  }
  return state.map(toHexLittleEndian).join("");
}
