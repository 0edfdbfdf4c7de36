import { once } from 'node:events';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';
import { zipEntries } from './zip-entries.js';

/** One entry of a hand-made zip: its deflated bytes, and the sizes its headers declare (tests). */
interface ZipEntry {
  readonly name: string;
  readonly deflated: Buffer;
  readonly crc: number;
  readonly size: number;
  /** The unpacked size the headers declare; the true size unless the zip is to lie about it. */
  readonly declaredSize?: number;
}

const deflatedEntry = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
};

/** Deflates `repeat` copies of a text a megabyte at a time, never holding the whole (tests). */
const deflateRepeated = async (name: string, head: string, unit: string, repeat: number, tail: string): Promise<ZipEntry> => {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflate, 'end');
  let crc = 0;
  let size = 0;
  const write = async (bytes: Buffer) => {
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  };
  await write(Buffer.from(head));
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const chunk = Buffer.from(unit.repeat(perChunk));
  for (let left = repeat; left > 0; left -= perChunk) await write(left >= perChunk ? chunk : Buffer.from(unit.repeat(left)));
  await write(Buffer.from(tail));
  deflate.end();
  await ended;
  return { name, deflated: Buffer.concat(out), crc: crc >>> 0, size };
};

/** A zip of deflated entries, with local headers, central directory and end record (tests). */
const zipOf = (entries: readonly ZipEntry[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const declared = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const SST_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/**
 * An xlsx built from a real workbook's parts with its shared strings replaced (tests): `one` long string of
 * `megabytes` MB, or `many` short strings making up that much. `lie` makes the headers declare 1 kB instead.
 */
export const zipBombXlsx = async (base: Buffer, options: { megabytes: number; shape: 'one' | 'many'; lie?: boolean }): Promise<Buffer> => {
  const parts = await zipEntries(base);
  const bytes = options.megabytes * 1024 * 1024;
  const shared =
    options.shape === 'one'
      ? await deflateRepeated('xl/sharedStrings.xml', `${SST_HEAD}<si><t>`, 'a', bytes, '</t></si></sst>')
      : await deflateRepeated('xl/sharedStrings.xml', SST_HEAD, '<si><t>Abies alba</t></si>', Math.floor(bytes / 24), '</sst>');
  const others = Object.entries(parts)
    .filter(([name]) => name !== 'xl/sharedStrings.xml')
    .map(([name, text]) => deflatedEntry(name, text));
  // The shared strings come first, so a reader meets them before the sheet that refers to them.
  return zipOf([{ ...shared, ...(options.lie ? { declaredSize: 1024 } : {}) }, ...others]);
};
