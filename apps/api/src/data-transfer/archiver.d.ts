/** The part of archiver 8 (an ESM package without type declarations) that the exports use. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export interface ZipArchiveOptions {
    readonly zlib?: { readonly level?: number };
    readonly forceZip64?: boolean;
    readonly store?: boolean;
  }

  export class ZipArchive extends Transform {
    constructor(options?: ZipArchiveOptions);
    append(source: Readable | Buffer | string, data: { name: string; date?: Date }): this;
    /** Resolves when every entry is written and the archive is complete. */
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
